/** Shortcuts for account flows in tests. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/schema.ts';
import type { TestApp } from './test-app.ts';

export const PASSWORD = 'Secret#123';

let counter = 0;
export const uniqueLogin = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.com`;

export function post(app: FastifyInstance, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, payload: payload as object, headers });
}

/** The latest code mailed to `login`, after delivering what is queued. */
export async function lastCode(t: TestApp, login: string): Promise<string> {
  await t.app.mailer.flush();
  const mail = t.sent.filter((m) => m.recipient === login).at(-1);
  const code = mail?.text_body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was mailed to ${login}`);
  return code;
}

export async function register(t: TestApp, login = uniqueLogin(), password = PASSWORD) {
  const res = await post(t.app, '/api/v1/register', { login, password });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  return { login, password, ...(res.json() as { token: string; refreshToken: string; user: { id: string } }) };
}

/** A confirmed investor with a fresh session. */
export async function investor(t: TestApp) {
  const account = await register(t);
  const code = await lastCode(t, account.login);
  const res = await post(t.app, '/api/v1/confirm-login', { login: account.login, code });
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  return { ...account, ...(res.json() as { token: string; refreshToken: string; user: { id: string; role: string } }) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function countRows(t: TestApp, table: keyof Database) {
  const row = await t.app.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
