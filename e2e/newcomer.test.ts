/**
 * What a newcomer does with curl alone against `npm start`'s server: register, read
 * the code in the dev mailbox, confirm, sign in, refresh, update the profile,
 * recover the password and sign out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, callApi, mailCode, mailCount } from './helpers/app.ts';
import { operatorOf } from './helpers/operator.ts';
import { type RunningServer, startServer } from './helpers/server.ts';

describe('a newcomer with HTTP only', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  const call = (method: string, path: string, body?: unknown, token?: string) =>
    callApi(server.url, method, path, body, token);
  const mailbox = { url: (pathname = '/') => `${server.url}${pathname}` };

  it('goes from sign-up to sign-out', async () => {
    const login = `newcomer.${Date.now()}@example.com`;
    const registered = await call('POST', '/api/v1/register', { login, password: 'Start#2026' });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBeNull();

    // The worker delivers to the dev outbox in the background: wait for the message.
    const code = await mailCode(mailbox, login);
    const confirmed = await call('POST', '/api/v1/confirm-login', { login, code });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.user.role).toBe('investor');

    const session = await call('POST', '/api/v1/login', { login, password: 'Start#2026' });
    expect(session.status).toBe(200);
    const refreshed = await call('POST', '/api/v1/refresh', { refreshToken: session.body.refreshToken });
    expect(refreshed.status).toBe(200);

    const updated = await call(
      'PUT',
      '/api/v1/user/update',
      { name: 'New Comer', telegram: '@newcomer' },
      refreshed.body.token,
    );
    expect(updated.body.user).toMatchObject({ name: 'New Comer', telegram: '@newcomer' });

    const sent = await mailCount(mailbox, login);
    expect((await call('POST', '/api/v1/send-password-recovery', { login })).status).toBe(200);
    const recoveryCode = await mailCode(mailbox, login, sent);
    const changed = await call('POST', '/api/v1/change-password-by-code', {
      login,
      code: recoveryCode,
      password: 'Second#2026',
    });
    expect(changed.body.message).toBe('Password changed successfully');

    const again = await call('POST', '/api/v1/login', { login, password: 'Second#2026' });
    expect(again.status).toBe(200);
    const out = await call('POST', '/api/v1/logout', undefined, again.body.token);
    expect(out.body.message).toBe('You have successfully logged out!');
    expect((await call('GET', '/api/v1/profile', undefined, again.body.token)).status).toBe(401);
  });

  it('signs in with the seeded demo investor printed at start', async () => {
    expect(server.output()).toContain('investor@demo.local / Demo#2026');
    const session = await call('POST', '/api/v1/login', { login: 'investor@demo.local', password: 'Demo#2026' });
    expect(session.body.user.role).toBe('investor');
  });

  it('opens the console as the demo operator with the TOTP secret printed at start', async () => {
    const secret = server.output().match(/authenticator \(TOTP\) secret: ([A-Z2-7]+)/)?.[1];
    expect(secret).toBeDefined();
    expect(server.output()).toContain('otpauth://totp/');
    const step = await call('POST', '/api/v1/login', { login: 'admin@demo.local', password: 'Admin#2026' });
    expect(step.body.totpRequired).toBe(true);
    const demo = operatorOf({ url: () => server.url } as App, '', 'admin@demo.local', 'Admin#2026');
    demo.secret = secret as string;
    const code = await demo.code();
    const session = await call('POST', '/api/v1/login/totp', { challenge: step.body.challenge, code });
    expect(session.body.user.role).toBe('admin');
    expect((await call('GET', '/api/v1/admin/2fa', undefined, session.body.token)).body.enabled).toBe(true);
  });
});
