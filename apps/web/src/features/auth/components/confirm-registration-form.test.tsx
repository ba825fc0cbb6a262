import { screen, waitFor } from '@testing-library/react';
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
});
