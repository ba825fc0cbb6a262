import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, getSession } from '../../../lib/session.ts';
import { apiError, investorUser, signIn } from '../../../testing/fixtures.ts';
import { renderWithApp, stubFetch } from '../../../testing/render.tsx';
import { AccountSettings } from './account-settings.tsx';

const URL = '/cabinet/settings';

describe('personal info', () => {
  afterEach(endSession);

  it('shows the login read-only and the current values', async () => {
    stubFetch({});
    signIn();
    await renderWithApp(<AccountSettings />, { url: URL });
    const login = screen.getByLabelText(/^Login/);
    expect(login).toHaveValue('anna@example.com');
    expect(login).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Contact e-mail')).toHaveValue('anna@example.com');
    expect(screen.getByLabelText('Telegram')).toHaveValue('@anna_old');
    expect(screen.getByLabelText('Telegram')).toHaveAttribute('placeholder', '@myname');
  });

  it('shows the spec messages for a bad e-mail, phone and Telegram handle and sends nothing', async () => {
    const calls = stubFetch({});
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: URL });
    await user.clear(screen.getByLabelText('Contact e-mail'));
    await user.type(screen.getByLabelText('Contact e-mail'), 'investorUser@example');
    await user.type(screen.getByLabelText('Phone'), '12-ab');
    await user.clear(screen.getByLabelText('Telegram'));
    await user.type(screen.getByLabelText('Telegram'), 'myname');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not all fields are filled in correctly')).toBeInTheDocument();
    expect(screen.getByText('Please check your email')).toBeInTheDocument();
    expect(screen.getByText('Please check your phone number!')).toBeInTheDocument();
    expect(screen.getByText('Enter the link in the format: @myname')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says how long a name may be', async () => {
    const calls = stubFetch({});
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: URL });
    await user.click(screen.getByLabelText('Name'));
    await user.paste('A'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Max length is 50!')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('sends only the changed fields, clears an emptied one and updates the signed-in user', async () => {
    const saved = { ...investorUser, name: 'Anna Petrova', telegram: null, phone: '+44 20 7946 0958' };
    const calls = stubFetch({ 'PUT /api/v1/user/update': () => ({ json: { user: saved } }) });
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: URL });
    await user.type(screen.getByLabelText('Name'), '  Anna Petrova ');
    // The same address in another case and with spaces is not a change.
    await user.clear(screen.getByLabelText('Contact e-mail'));
    await user.type(screen.getByLabelText('Contact e-mail'), ' ANNA@example.com');
    await user.type(screen.getByLabelText('Phone'), '+44 20 7946 0958');
    await user.clear(screen.getByLabelText('Telegram'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile is saved')).toBeInTheDocument();
    expect(calls).toEqual([
      { key: 'PUT /api/v1/user/update', body: { name: 'Anna Petrova', phone: '+44 20 7946 0958', telegram: null } },
    ]);
    const session = getSession();
    expect(session.status === 'authenticated' && session.user).toEqual(saved);
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Petrova');
  });

  it('sends nothing when no field has changed', async () => {
    const calls = stubFetch({});
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: URL });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Nothing to save: no field has changed')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows 'Error' with the server's message and keeps the user as it was", async () => {
    stubFetch({
      'PUT /api/v1/user/update': () => apiError(409, 'This request conflicts with the current state', 'http.conflict'),
    });
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: URL });
    await user.type(screen.getByLabelText('Name'), 'Anna');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('This request conflicts with the current state')).toBeInTheDocument();
    const session = getSession();
    expect(session.status === 'authenticated' && session.user.name).toBeNull();
  });

  it('speaks Russian under /ru', async () => {
    const calls = stubFetch({});
    signIn();
    const { user } = await renderWithApp(<AccountSettings />, { url: `/ru${URL}` });
    await user.type(screen.getByLabelText('Телефон'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Проверьте номер телефона!')).toBeInTheDocument();
    expect(screen.getByText('Не все поля заполнены корректно')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
