import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../lib/session.ts';
import { investorUser, sessionOf } from '../testing/fixtures.ts';
import { renderWithApp } from '../testing/render.tsx';
import { GuestOnly, RequireInvestor, RequireOperator, UnconfirmedOnly } from './guards.tsx';

const elsewhere = [
  { path: '/sign-in', element: <p>sign-in page</p> },
  { path: '/ru/sign-in', element: <p>страница входа</p> },
  { path: '/registration-confirm', element: <p>confirm page</p> },
  { path: '/cabinet/dashboard', element: <p>dashboard page</p> },
];

describe('route guards', () => {
  afterEach(() => endSession());

  it('sends an anonymous visitor of the cabinet to sign-in with error=auth, in the same language', async () => {
    endSession();
    const { currentLocation } = await renderWithApp(
      <RequireInvestor>
        <p>secret</p>
      </RequireInvestor>,
      { url: '/ru/cabinet/dao', routes: elsewhere },
    );
    expect(await screen.findByText('страница входа')).toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/ru/sign-in');
    expect(currentLocation().search).toBe('?error=auth');
  });

  it('keeps a signed-in user without a role at registration confirmation', async () => {
    startSession(sessionOf({ ...investorUser, role: null, emailConfirmed: false }));
    await renderWithApp(
      <RequireInvestor>
        <p>secret</p>
      </RequireInvestor>,
      { url: '/cabinet/dashboard', path: '/cabinet/*', routes: elsewhere.slice(0, 3) },
    );
    expect(await screen.findByText('confirm page')).toBeInTheDocument();
  });

  it('lets an investor into the cabinet', async () => {
    startSession(sessionOf(investorUser));
    await renderWithApp(
      <RequireInvestor>
        <p>secret</p>
      </RequireInvestor>,
      { url: '/cabinet/dao' },
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('sends a signed-in investor away from the auth pages to the dashboard', async () => {
    startSession(sessionOf(investorUser));
    await renderWithApp(
      <GuestOnly>
        <p>sign-in form</p>
      </GuestOnly>,
      { url: '/sign-in', routes: elsewhere.slice(3) },
    );
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it('shows the auth pages to a visitor, and waits while the session is restored', async () => {
    endSession();
    await renderWithApp(
      <GuestOnly>
        <p>sign-in form</p>
      </GuestOnly>,
      { url: '/sign-in' },
    );
    expect(screen.getByText('sign-in form')).toBeInTheDocument();
  });

  it('sends a confirmed investor away from registration confirmation', async () => {
    startSession(sessionOf(investorUser));
    await renderWithApp(
      <UnconfirmedOnly>
        <p>confirm form</p>
      </UnconfirmedOnly>,
      { url: '/registration-confirm', routes: elsewhere.slice(3) },
    );
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
  });

  it.each([
    ['an anonymous visitor', () => endSession()],
    ['an investor', () => startSession(sessionOf(investorUser))],
    ['an unconfirmed account', () => startSession(sessionOf({ ...investorUser, role: null, emailConfirmed: false }))],
  ])('shows %s the not-found page in the console, at the same URL', async (_, begin) => {
    begin();
    const { currentLocation } = await renderWithApp(
      <RequireOperator>
        <p>console</p>
      </RequireOperator>,
      { url: '/ru/admin/users', path: '/ru/admin/*', routes: elsewhere },
    );
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByText('console')).not.toBeInTheDocument();
    expect(currentLocation().pathname).toBe('/ru/admin/users');
  });

  it('lets an operator into the console', async () => {
    startSession(sessionOf({ ...investorUser, role: 'admin' }));
    await renderWithApp(
      <RequireOperator>
        <p>console</p>
      </RequireOperator>,
      { url: '/admin/audit' },
    );
    expect(screen.getByText('console')).toBeInTheDocument();
  });
});
