import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession, startSession } from '../../../lib/session.ts';
import { apiError, investorUser, sessionOf } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { ConfirmRegistrationForm } from './confirm-registration-form.tsx';

const unconfirmed = { ...investorUser, role: null, emailConfirmed: false };

describe('registration confirmation form', () => {
  afterEach(() => endSession());

  it('resends the code with the spec message and shows the spam hint', async () => {
    startSession(sessionOf(unconfirmed));
    const calls = stubFetch({
      'POST /api/v1/send-approve-email': () => ({ json: { message: 'Email for approve your account has been sent!' } }),
    });
    const { user } = await renderWithApp(<ConfirmRegistrationForm />, { url: '/registration-confirm' });
    expect(screen.getByText('If the email did not arrive, check your spam folder')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText('Email for approve your account has been sent!')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ login: 'anna@example.com' });
  });

  it('confirms with the code from the e-mail link and starts an investor session', async () => {
    endSession();
    const calls = stubFetch({ 'POST /api/v1/confirm-login': () => ({ json: sessionOf(investorUser) }) });
    const { user } = await renderWithApp(<ConfirmRegistrationForm />, {
      url: '/registration-confirm?login=anna%40example.com&code=123456',
      path: '/registration-confirm',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(getSession().status).toBe('authenticated'));
    expect(calls[0]?.body).toEqual({ login: 'anna@example.com', code: '123456' });
  });

  it("shows the server's message for a wrong code", async () => {
    startSession(sessionOf(unconfirmed));
    stubFetch({
      'POST /api/v1/confirm-login': () =>
        apiError(400, 'The code is wrong or has expired, request a new one', 'auth.invalidCode'),
    });
    const { user } = await renderWithApp(<ConfirmRegistrationForm />, {
      url: '/registration-confirm?code=000000',
      path: '/registration-confirm',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong or has expired, request a new one')).toBeInTheDocument();
  });

  it('announces each code box by its place, not as "PinInput"', async () => {
    startSession(sessionOf(unconfirmed));
    stubFetch({});
    await renderWithApp(<ConfirmRegistrationForm />, { url: '/ru/registration-confirm' });
    const group = screen.getByRole('group', { name: 'Код из письма' });
    const boxes = within(group).getAllByRole('textbox');
    expect(boxes.map((b) => b.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Цифра кода ${n} из 6`),
    );
    expect(screen.queryByLabelText('PinInput')).toBeNull();
  });

  it('sends the code once its sixth digit is typed, without a click', async () => {
    startSession(sessionOf(unconfirmed));
    const calls = stubFetch({ 'POST /api/v1/confirm-login': () => ({ json: sessionOf(investorUser) }) });
    const { user } = await renderWithApp(<ConfirmRegistrationForm />, { url: '/registration-confirm' });
    await user.click(screen.getByLabelText('Code digit 1 of 6'));
    await user.keyboard('12345');
    expect(calls).toEqual([]);
    await user.keyboard('6');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls).toEqual([{ key: 'POST /api/v1/confirm-login', body: { login: 'anna@example.com', code: '123456' } }]);
  });
});
