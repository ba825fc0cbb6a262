/**
 * Operators in tests: created as `npm run admin -- create` does, enrolled in TOTP through the API and signed in with
 * a fresh code (decision 67). A code is good once per 30-second step, so the app's TOTP clock moves one step forward
 * for every code a test asks for: no test waits for the real clock.
 */
import { Secret, TOTP } from 'otpauth';
import { createOperator } from '../../src/modules/accounts/operators.ts';
import { bearer, post, uniqueLogin } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const OPERATOR_PASSWORD = 'Operator#1';
const STEP_MS = 30_000;

/** Per app: how many steps its TOTP clock runs ahead of the real one. */
const offsets = new WeakMap<TestApp, { steps: number }>();

/** A code of `secret` the app accepts once: each call moves the app's TOTP clock a step on. */
export function nextCode(t: TestApp, secret: string): string {
  let offset = offsets.get(t);
  if (!offset) {
    const state = { steps: 0 };
    offset = state;
    offsets.set(t, state);
    t.app.twoFactor.clock = () => Date.now() + state.steps * STEP_MS;
  }
  offset.steps += 1;
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.app.twoFactor.clock() });
}

export interface OperatorSession {
  id: string;
  login: string;
  password: string;
  /** Base32 TOTP secret. */
  secret: string;
  recoveryCodes: string[];
  token: string;
  refreshToken: string;
  sessionId: string;
  /** A code the app accepts (once). */
  code(): string;
  headers: { authorization: string };
}

/** An operator without a second factor yet, signed in with the password (the console answers only enrolment). */
export async function unenrolledOperator(t: TestApp, login = uniqueLogin('operator')) {
  const { id } = await createOperator(t.app.db, login, OPERATOR_PASSWORD);
  const res = await post(t.app, '/api/v1/login', { login, password: OPERATOR_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`operator login failed: ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string };
  return { id, login, password: OPERATOR_PASSWORD, ...body, headers: bearer(body.token) };
}

/** An operator enrolled in TOTP and signed in with a fresh code: `headers` pass every console guard. */
export async function operatorSession(t: TestApp, opts: { login?: string } = {}): Promise<OperatorSession> {
  const first = await unenrolledOperator(t, opts.login);
  const enrol = await post(t.app, '/api/v1/admin/2fa/enrol', undefined, first.headers);
  if (enrol.statusCode !== 200) throw new Error(`enrol failed: ${enrol.body}`);
  const { secret } = enrol.json() as { secret: string };
  const confirm = await post(t.app, '/api/v1/admin/2fa/confirm', { code: nextCode(t, secret) }, first.headers);
  if (confirm.statusCode !== 200) throw new Error(`confirm failed: ${confirm.body}`);
  const { recoveryCodes } = confirm.json() as { recoveryCodes: string[] };
  await post(t.app, '/api/v1/logout', undefined, first.headers);
  const signedIn = await signInOperator(t, first.login, secret);
  const code = () => nextCode(t, secret);
  return { id: first.id, login: first.login, password: first.password, secret, recoveryCodes, code, ...signedIn };
}

/** Password, then a code: the two sign-in steps of an enrolled operator. */
export async function signInOperator(t: TestApp, login: string, secret: string, password = OPERATOR_PASSWORD) {
  const challenge = await post(t.app, '/api/v1/login', { login, password });
  if (challenge.statusCode !== 200 || !challenge.json().totpRequired) {
    throw new Error(`password step failed: ${challenge.body}`);
  }
  const res = await post(t.app, '/api/v1/login/totp', {
    challenge: challenge.json().challenge,
    code: nextCode(t, secret),
  });
  if (res.statusCode !== 200) throw new Error(`code step failed: ${res.body}`);
  const body = res.json() as { token: string; refreshToken: string };
  const claims = JSON.parse(Buffer.from(body.token.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return { token: body.token, refreshToken: body.refreshToken, sessionId: claims.sid, headers: bearer(body.token) };
}

/** The session's last code is older than the fresh window: decisions answer 403 `admin.totpStale`. */
export async function makeStale(t: TestApp, op: Pick<OperatorSession, 'login'>): Promise<void> {
  await t.app.twoFactor.ageVerification(op.login);
}
