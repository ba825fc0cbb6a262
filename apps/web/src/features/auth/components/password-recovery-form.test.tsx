import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { PasswordRecoveryForm } from './password-recovery-form.tsx';

const sent = { message: 'Instructions for changing your password have been successfully sent to your email!' };

describe('password recovery form', () => {
  it('asks for a code, then changes the password with it', async () => {
    const calls = stubFetch({
      'POST /api/v1/send-password-recovery': () => ({ json: sent }),
      'POST /api/v1/change-password-by-code': () => ({ json: { message: 'Password changed successfully' } }),
    });
    const { user, currentLocation } = await renderWithApp(<PasswordRecoveryForm />, {
      url: '/password-recovery',
      routes: [{ path: '/sign-in', element: <p>sign-in page</p> }],
    });
    await user.type(screen.getByLabelText(/^E-mail/), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the code' }));
    expect(await screen.findByText(sent.message)).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.type(screen.getByLabelText(/^New password/), 'Renewed#42');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Renewed#43');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    await user.clear(screen.getByLabelText(/^Repeat the password/));
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Renewed#42');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(screen.getByText('Password changed successfully')).toBeInTheDocument();
    expect(currentLocation().search).toBe('?login=anna%40example.com');
    expect(calls[1]?.body).toEqual({ login: 'anna@example.com', code: '123456', password: 'Renewed#42' });
  });

  it('opens on the second step from the e-mail link and shows a refused code', async () => {
    stubFetch({
      'POST /api/v1/change-password-by-code': () =>
        apiError(400, 'The code is wrong or has expired, request a new one', 'auth.invalidCode'),
    });
    const { user } = await renderWithApp(<PasswordRecoveryForm />, {
      url: '/password-recovery?login=anna%40example.com&code=654321',
      path: '/password-recovery',
    });
    expect(screen.getByLabelText(/^Code from the e-mail/)).toHaveValue('654321');
    await user.type(screen.getByLabelText(/^New password/), 'Renewed#42');
    await user.type(screen.getByLabelText(/^Repeat the password/), 'Renewed#42');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('The code is wrong or has expired, request a new one')).toBeInTheDocument();
  });
});
