import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { apiError, investorUser, sessionOf, signIn } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

const URL = '/cabinet/settings';

async function fill(current: string, next: string, repeat: string) {
  signIn();
  const rendered = await renderWithApp(<AccountSettings />, { url: URL });
  const { user } = rendered;
  await user.type(screen.getByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  return rendered;
}

describe('password change', () => {
  afterEach(endSession);

  it("says 'Passwords do not match' and sends nothing", async () => {
    const calls = stubFetch({});
    await fill('Old#pass1', 'New#pass1', 'New#pass2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(await screen.findByText('Not all fields are filled in correctly')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("says 'Please check your password' for a weak new password and sends nothing", async () => {
    const calls = stubFetch({});
    await fill('Old#pass1', 'newpass', 'newpass');
    expect(await screen.findByText('Please check your password')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('changes the password and continues with the new session', async () => {
    const calls = stubFetch({
      'POST /api/v1/user/change-password': () => ({ json: sessionOf(investorUser, 'new.session.token') }),
    });
    await fill('Old#pass1', 'New#pass1', 'New#pass1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(calls).toEqual([
      { key: 'POST /api/v1/user/change-password', body: { currentPassword: 'Old#pass1', password: 'New#pass1' } },
    ]);
    const session = getSession();
    expect(session.status === 'authenticated' && session.token).toBe('new.session.token');
    await waitFor(() => expect(screen.getByLabelText(/^Current password/)).toHaveValue(''));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it("shows 'Error' with the server's message for a wrong current password", async () => {
    stubFetch({
      'POST /api/v1/user/change-password': () => apiError(400, 'Please check your password', 'validation.password'),
    });
    await fill('Wrong#pass1', 'New#pass1', 'New#pass1');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Please check your password')).toBeInTheDocument();
    const session = getSession();
    expect(session.status === 'authenticated' && session.token).toBe('header.payload.signature');
  });

  it('is not offered to a wallet-only account, which has no password', async () => {
    stubFetch({});
    signIn({ login: null, email: null, metaMaskAddress: '0x52908400098527886E0F7030069857D2E4169EE7' });
    await renderWithApp(<AccountSettings />, { url: URL });
    expect(screen.getByRole('heading', { name: 'Personal info' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Login/)).not.toBeInTheDocument();
  });
});
