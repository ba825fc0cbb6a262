import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeCookie } from '../../../lib/cookies.ts';
import { endSession, getSession } from '../../../lib/session.ts';
import { apiError, investorUser, sessionOf } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { SignUpForm } from './sign-up-form.tsx';

const confirmRoute = [{ path: '/registration-confirm', element: <p>confirm page</p> }];

async function fill(
  user: Awaited<ReturnType<typeof renderWithApp>>['user'],
  values: { login: string; password: string; repeat: string; terms: boolean },
) {
  if (values.login) await user.type(screen.getByLabelText(/^E-mail/), values.login);
  if (values.password) await user.type(screen.getByLabelText(/^Password/), values.password);
  if (values.repeat) await user.type(screen.getByLabelText(/^Repeat the password/), values.repeat);
  if (values.terms) await user.click(screen.getByRole('checkbox'));
}

describe('sign-up form', () => {
  afterEach(() => {
    endSession();
    writeCookie('invite', '', 0);
  });

  it('shows the spec messages for each bad field and sends nothing', async () => {
    const calls = stubFetch({});
    const { user } = await renderWithApp(<SignUpForm />, { url: '/sign-up' });
    await fill(user, { login: 'not-an-email', password: 'weakpass', repeat: 'other', terms: false });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Not all fields are filled in correctly')).toBeInTheDocument();
    expect(screen.getByText('Please check your email')).toBeInTheDocument();
    expect(screen.getByText('Please check your password')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByText("It's required field!")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('registers with the language, host and invite, then goes to confirmation with a titled notification', async () => {
    writeCookie('invite', 'FRIEND42', 60);
    const calls = stubFetch({
      'POST /api/v1/register': () => ({
        status: 201,
        json: sessionOf({ ...investorUser, role: null, emailConfirmed: false }),
      }),
    });
    const { user, currentLocation } = await renderWithApp(<SignUpForm />, { url: '/sign-up', routes: confirmRoute });
    await fill(user, { login: 'anna@example.com', password: 'Secret#123', repeat: 'Secret#123', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('confirm page')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/registration-confirm');
    expect(screen.getByText('Registration is almost complete')).toBeInTheDocument();
    expect(screen.getByText('We have sent a confirmation code to anna@example.com')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      login: 'anna@example.com',
      password: 'Secret#123',
      locale: 'en',
      source: 'localhost',
      invite: 'FRIEND42',
    });
    await waitFor(() => expect(getSession().status).toBe('authenticated'));
  });

  it("shows the server's message for a taken login", async () => {
    stubFetch({ 'POST /api/v1/register': () => apiError(409, 'This login is already registered', 'auth.loginTaken') });
    const { user } = await renderWithApp(<SignUpForm />, { url: '/sign-up' });
    await fill(user, { login: 'anna@example.com', password: 'Secret#123', repeat: 'Secret#123', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('This login is already registered')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it("falls back to 'Incorrect login' when the server says nothing", async () => {
    stubFetch({ 'POST /api/v1/register': () => ({ status: 500, json: {} }) });
    const { user } = await renderWithApp(<SignUpForm />, { url: '/sign-up' });
    await fill(user, { login: 'anna@example.com', password: 'Secret#123', repeat: 'Secret#123', terms: true });
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByText('Incorrect login')).toBeInTheDocument();
  });
});
