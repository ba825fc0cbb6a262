/** Operator two-factor sign-in, sessions and the fresh-code step-up (decisions 67, 68; docs/product.md §10). */
import { OPERATOR, translate } from '@yc/contract';
import { sql } from 'kysely';
import { generatePrivateKey } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSecondFactor } from '../src/modules/two-factor/reset.ts';
import { SecretCipher } from '../src/modules/two-factor/secret-cipher.ts';
import { bearer, investor, post } from './helpers/accounts.ts';
import { linkWallet, walletProof } from './helpers/deposits.ts';
import { expectError } from './helpers/errors.ts';
import {
  makeStale,
  nextCode,
  OPERATOR_PASSWORD,
  operatorSession,
  signInOperator,
  unenrolledOperator,
} from './helpers/operators.ts';
import { createTestApp, engine, type TestApp, testConfig } from './helpers/test-app.ts';

const get = (t: TestApp, url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { exp: number; iat: number };

describe(`operator two-factor sign-in on ${engine}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('leads an operator without a second factor to enrolment and nowhere else', async () => {
    const op = await unenrolledOperator(t);
    const status = await get(t, '/api/v1/admin/2fa', op.headers);
    expect(status.json()).toEqual({ enabled: false, enrolledAt: null, recoveryCodesLeft: 0, verifiedAt: null });
    const refused = await post(t.app, '/api/v1/admin/2fa/step-up', { code: '123456' }, op.headers);
    expectError(refused, 403, 'admin.totpEnrolRequired', translate('en', 'admin.totpEnrolRequired'));
    // The cabinet's own calls stay open: the operator is a user too.
    expect((await get(t, '/api/v1/profile', op.headers)).statusCode).toBe(200);
  });

  it('enrols with a pending secret, confirms with its code and answers ten recovery codes', async () => {
    const op = await unenrolledOperator(t);
    const first = (await post(t.app, '/api/v1/admin/2fa/enrol', undefined, op.headers)).json();
    const again = (await post(t.app, '/api/v1/admin/2fa/enrol', undefined, op.headers)).json();
    // Re-enrolling replaces the pending secret: the first one's code no longer confirms.
    expect(again.secret).not.toBe(first.secret);
    expect(again.otpauthUri).toContain(`secret=${again.secret}`);
    expect(again.qrSvg).toMatch(/^<svg/);
    const wrong = await post(t.app, '/api/v1/admin/2fa/confirm', { code: nextCode(t, first.secret) }, op.headers);
    expectError(wrong, 400, 'admin.totpInvalid', translate('en', 'admin.totpInvalid'));

    const confirmed = await post(t.app, '/api/v1/admin/2fa/confirm', { code: nextCode(t, again.secret) }, op.headers);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const codes = confirmed.json().recoveryCodes as string[];
    expect(codes).toHaveLength(OPERATOR.recoveryCodes);
    expect(new Set(codes).size).toBe(OPERATOR.recoveryCodes);
    const status = (await get(t, '/api/v1/admin/2fa', op.headers)).json();
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(status.verifiedAt).not.toBeNull();
    // An active secret is never replaced by enrolling again.
    expectError(
      await post(t.app, '/api/v1/admin/2fa/enrol', undefined, op.headers),
      409,
      'admin.totpAlreadyEnabled',
      translate('en', 'admin.totpAlreadyEnabled'),
    );
    const actions = await t.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('object_id', '=', op.id)
      .orderBy('id')
      .execute();
    expect(actions.map((a) => a.action)).toEqual(['operator.2fa_enrol', 'operator.2fa_enrol', 'operator.2fa_confirm']);
  });

  it('keeps the secret encrypted at rest', async () => {
    const op = await operatorSession(t);
    const row = await t.app.db
      .selectFrom('user_totp')
      .selectAll()
      .where('user_id', '=', op.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_encrypted).not.toContain(op.secret);
    expect(row.secret_encrypted).toMatch(/^v1\./);
    const hashes = await t.app.db
      .selectFrom('user_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', op.id)
      .execute();
    expect(hashes.map((h) => h.code_hash)).not.toContain(op.recoveryCodes[0]);
  });

  it('asks for a code after the password, refuses a wrong one and answers a 15-minute session', async () => {
    const op = await operatorSession(t);
    const step = await post(t.app, '/api/v1/login', { login: op.login, password: OPERATOR_PASSWORD });
    expect(step.json()).toEqual({ totpRequired: true, challenge: expect.any(String) });
    expect(step.headers['set-cookie']).toBeUndefined();
    const { challenge } = step.json();
    const wrong = await post(t.app, '/api/v1/login/totp', { challenge, code: '000000' });
    expectError(wrong, 400, 'admin.totpInvalid', translate('en', 'admin.totpInvalid'));
    const bogus = await post(t.app, '/api/v1/login/totp', { challenge: `${challenge}x`, code: op.code() });
    expectError(bogus, 400, 'admin.totpChallengeExpired', translate('en', 'admin.totpChallengeExpired'));

    const signedIn = await post(t.app, '/api/v1/login/totp', { challenge, code: op.code() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().expiresIn).toBe(OPERATOR.accessSeconds);
    const claims = claimsOf(signedIn.json().token);
    expect(claims.exp - claims.iat).toBe(OPERATOR.accessSeconds);
    // An investor's token is unchanged.
    const someone = await investor(t);
    const investorClaims = claimsOf(someone.token);
    expect(investorClaims.exp - investorClaims.iat).toBe(1800);
  });

  it("asks for the code after an operator's wallet signature too", async () => {
    const op = await operatorSession(t);
    const key = generatePrivateKey();
    await linkWallet(t, { id: op.id, token: op.token }, 1, key);
    const step = await post(t.app, '/api/v1/login-v2', await walletProof(t, 1, key), { host: 'localhost:3000' });
    expect(step.json()).toEqual({ totpRequired: true, challenge: expect.any(String) });
    const signedIn = await post(t.app, '/api/v1/login/totp', { challenge: step.json().challenge, code: op.code() });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user.id).toBe(op.id);
  });

  it('refuses the same code twice in one step, and of two concurrent uses lets one win', async () => {
    const op = await operatorSession(t);
    const code = op.code();
    expect((await post(t.app, '/api/v1/admin/2fa/step-up', { code }, op.headers)).statusCode).toBe(200);
    const again = await post(t.app, '/api/v1/admin/2fa/step-up', { code }, op.headers);
    expectError(again, 400, 'admin.totpReplayed', translate('en', 'admin.totpReplayed'));

    const next = op.code();
    const racing = await Promise.all(
      [1, 2].map(() => post(t.app, '/api/v1/admin/2fa/step-up', { code: next }, op.headers)),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('signs in with a recovery code once; a regenerate voids the old codes', async () => {
    const op = await operatorSession(t);
    const [used, spare] = op.recoveryCodes as [string, string];
    const challenge = async () =>
      (await post(t.app, '/api/v1/login', { login: op.login, password: OPERATOR_PASSWORD })).json().challenge;
    const first = await post(t.app, '/api/v1/login/totp', {
      challenge: await challenge(),
      recoveryCode: used.toUpperCase(),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await post(t.app, '/api/v1/login/totp', { challenge: await challenge(), recoveryCode: used });
    expectError(second, 400, 'admin.recoveryCodeInvalid', translate('en', 'admin.recoveryCodeInvalid'));
    expect((await get(t, '/api/v1/admin/2fa', op.headers)).json().recoveryCodesLeft).toBe(9);

    const regenerated = await post(t.app, '/api/v1/admin/2fa/recovery-codes', undefined, op.headers);
    expect(regenerated.statusCode, regenerated.body).toBe(200);
    const stale = await post(t.app, '/api/v1/login/totp', { challenge: await challenge(), recoveryCode: spare });
    expectError(stale, 400, 'admin.recoveryCodeInvalid', translate('en', 'admin.recoveryCodeInvalid'));
    const fresh = regenerated.json().recoveryCodes[0];
    expect(
      (await post(t.app, '/api/v1/login/totp', { challenge: await challenge(), recoveryCode: fresh })).statusCode,
    ).toBe(200);
  });

  it('answers 403 admin.totpStale on a fresh endpoint once the code is old, and OK after a step-up', async () => {
    const op = await operatorSession(t);
    await makeStale(t, op);
    const refused = await post(t.app, '/api/v1/admin/2fa/recovery-codes', undefined, op.headers);
    expectError(refused, 403, 'admin.totpStale', translate('en', 'admin.totpStale'));
    // Reading needs no fresh code.
    expect((await get(t, '/api/v1/admin/2fa', op.headers)).statusCode).toBe(200);
    const stepUp = await post(t.app, '/api/v1/admin/2fa/step-up', { code: op.code() }, op.headers);
    expect(stepUp.statusCode, stepUp.body).toBe(200);
    expect((await post(t.app, '/api/v1/admin/2fa/recovery-codes', undefined, op.headers)).statusCode).toBe(200);
  });

  it('stops guessing after five wrong codes', async () => {
    const op = await operatorSession(t);
    for (let i = 0; i < 5; i++) {
      expect((await post(t.app, '/api/v1/admin/2fa/step-up', { code: '000000' }, op.headers)).statusCode).toBe(400);
    }
    const blocked = await post(t.app, '/api/v1/admin/2fa/step-up', { code: op.code() }, op.headers);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('admin.totpTooManyAttempts');
  });

  it("ends an operator's session left idle: the refresh and the access token are refused", async () => {
    const op = await operatorSession(t);
    const idle = sql<Date>`now() - make_interval(secs => ${OPERATOR.idleSeconds + 60})`;
    await t.app.db.updateTable('sessions').set({ last_used_at: idle }).where('id', '=', op.sessionId).execute();
    const refresh = await post(t.app, '/api/v1/refresh', { refreshToken: op.refreshToken });
    expect(refresh.statusCode).toBe(401);
    t.app.sessionCache.sessionEnded(op.sessionId);
    expect((await get(t, '/api/v1/admin/2fa', op.headers)).statusCode).toBe(401);
    const revoked = await t.app.db
      .selectFrom('sessions')
      .select('revoke_reason')
      .where('id', '=', op.sessionId)
      .executeTakeFirstOrThrow();
    expect(revoked.revoke_reason).toBe('idle');
    // A used session's refresh goes through and keeps the short lifetime.
    const active = await signInOperator(t, op.login, op.secret);
    const renewed = await post(t.app, '/api/v1/refresh', { refreshToken: active.refreshToken });
    expect(renewed.json().expiresIn).toBe(OPERATOR.accessSeconds);
  });

  it('reset-2fa removes the second factor, ends the sessions and is audited without an actor', async () => {
    const op = await operatorSession(t);
    expect(await resetSecondFactor(t.app.db, op.id)).toBe(true);
    t.app.sessionCache.userChanged(op.id);
    expect((await get(t, '/api/v1/admin/2fa', op.headers)).statusCode).toBe(401);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('object_id', '=', op.id)
      .where('action', '=', 'operator.reset_2fa')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_id: null, before: { enabled: true }, after: { enabled: false } });
    // The password alone signs in again, and the console asks for enrolment.
    const again = await post(t.app, '/api/v1/login', { login: op.login, password: OPERATOR_PASSWORD });
    expect(again.json().token).toEqual(expect.any(String));
    const status = await get(t, '/api/v1/admin/2fa', bearer(again.json().token));
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });
  });

  it('tells the operator why when TOTP_ENCRYPTION_KEY changed and the secret no longer decrypts', async () => {
    const otherKey = new SecretCipher(Buffer.alloc(32, 9));
    const op = await operatorSession(t);
    await t.app.db
      .updateTable('user_totp')
      .set({ secret_encrypted: otherKey.encrypt(op.id, op.secret) })
      .where('user_id', '=', op.id)
      .execute();
    const challenge = async () =>
      (await post(t.app, '/api/v1/login', { login: op.login, password: OPERATOR_PASSWORD })).json().challenge;
    const refused = await post(
      t.app,
      '/api/v1/login/totp',
      { challenge: await challenge(), code: op.code() },
      { 'accept-language': 'ru' },
    );
    expectError(refused, 409, 'admin.totpSecretUnreadable', translate('ru', 'admin.totpSecretUnreadable'));
    // Recovery codes are hashes, not ciphertexts: the way in the message names still opens.
    const recovered = await post(t.app, '/api/v1/login/totp', {
      challenge: await challenge(),
      recoveryCode: op.recoveryCodes[0],
    });
    expect(recovered.statusCode, recovered.body).toBe(200);

    const pending = await unenrolledOperator(t);
    await post(t.app, '/api/v1/admin/2fa/enrol', undefined, pending.headers);
    await t.app.db
      .updateTable('user_totp')
      .set({ pending_encrypted: otherKey.encrypt(pending.id, 'JBSWY3DPEHPK3PXP') })
      .where('user_id', '=', pending.id)
      .execute();
    const confirm = await post(t.app, '/api/v1/admin/2fa/confirm', { code: '123456' }, pending.headers);
    expectError(confirm, 409, 'admin.totpPendingUnreadable', translate('en', 'admin.totpPendingUnreadable'));
  });

  it('reads TOTP_ENCRYPTION_KEY as 32 bytes of hex or base64, and refuses anything else', () => {
    const key = Buffer.alloc(32, 7);
    expect(testConfig({ TOTP_ENCRYPTION_KEY: key.toString('hex') }).totpKey).toEqual(key);
    expect(testConfig({ TOTP_ENCRYPTION_KEY: key.toString('base64') }).totpKey).toEqual(key);
    expect(() => testConfig({ TOTP_ENCRYPTION_KEY: 'short' })).toThrow('TOTP_ENCRYPTION_KEY');
  });

  it('the profile stays reachable with an investor token; operator calls refuse it', async () => {
    const someone = await investor(t);
    expect((await get(t, '/api/v1/admin/2fa', bearer(someone.token))).statusCode).toBe(403);
  });
});
