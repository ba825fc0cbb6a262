import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { investorUser, sessionOf } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { SignInForm } from './sign-in-form.tsx';

const session = sessionOf(investorUser);

describe('sign-in form', () => {
  afterEach(() => endSession());

  it('marks empty fields and says the form is not filled in correctly', async () => {
    const calls = stubFetch({});
    const { user } = await renderWithApp(<SignInForm />, { url: '/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Not all fields are filled in correctly')).toBeInTheDocument();
    expect(screen.getAllByText("It's required field!")).toHaveLength(2);
    expect(calls).toEqual([]);
  });

  it('signs in and starts the session', async () => {
    const calls = stubFetch({ 'POST /api/v1/login': () => ({ json: session }) });
    const { user } = await renderWithApp(<SignInForm />, { url: '/sign-in' });
    await user.type(screen.getByLabelText(/Login/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(getSession().status).toBe('authenticated'));
    expect(calls[0]).toEqual({
      key: 'POST /api/v1/login',
      body: { login: 'anna@example.com', password: 'Secret#123' },
    });
  });

  it('asks an account with a second factor for its code, or a recovery code, then starts the session', async () => {
    const calls = stubFetch({
      'POST /api/v1/login': () => ({ json: { totpRequired: true, challenge: 'the-challenge' } }),
      'POST /api/v1/login/totp': () => ({ json: session }),
    });
    const { user } = await renderWithApp(<SignInForm />, { url: '/sign-in' });
    await user.type(screen.getByLabelText(/Login/), 'ops@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByRole('textbox', { name: /Authentication code/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(getSession().status).toBe('anonymous');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByRole('textbox', { name: /Recovery code/ }), 'abcd-efgh-jkmn-pqrs');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(getSession().status).toBe('authenticated'));
    expect(calls[1]).toEqual({
      key: 'POST /api/v1/login/totp',
      body: { challenge: 'the-challenge', recoveryCode: 'abcd-efgh-jkmn-pqrs' },
    });
  });

  it("shows 'Error' with the server's message on failure", async () => {
    stubFetch({
      'POST /api/v1/login': () => ({
        status: 401,
        json: {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Invalid password or login',
          code: 'auth.invalidCredentials',
        },
      }),
    });
    const { user } = await renderWithApp(<SignInForm />, { url: '/sign-in' });
    await user.type(screen.getByLabelText(/Login/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid password or login')).toBeInTheDocument();
    expect(getSession().status).toBe('anonymous');
  });

  it("falls back to 'Invalid password or login' when the server gives no message", async () => {
    stubFetch({ 'POST /api/v1/login': () => ({ status: 502, json: {} }) });
    const { user } = await renderWithApp(<SignInForm />, { url: '/ru/sign-in' });
    await user.type(screen.getByLabelText(/Логин/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Пароль/), 'Wrong#123');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Ошибка')).toBeInTheDocument();
    expect(screen.getByText('Неверный пароль или логин')).toBeInTheDocument();
  });

  it('shows the spec message when sent here by the cabinet guard', async () => {
    stubFetch({});
    await renderWithApp(<SignInForm />, { url: '/sign-in?error=auth', path: '/sign-in' });
    expect((await screen.findAllByText('Please login to access this page!')).length).toBeGreaterThan(0);
  });

  it('says why after the cabinet signed out a wallet that belongs to another account', async () => {
    stubFetch({});
    await renderWithApp(<SignInForm />, { url: '/sign-in?error=wallet-taken', path: '/sign-in' });
    expect(screen.getByRole('alert')).toHaveTextContent('This wallet is already linked to another account');
  });

  it('says it in Russian too', async () => {
    stubFetch({});
    await renderWithApp(<SignInForm />, { url: '/ru/sign-in?error=wallet-taken', path: '/ru/sign-in' });
    expect(screen.getByRole('alert')).toHaveTextContent('Этот кошелёк уже привязан к другому аккаунту');
  });
});
