import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from './helpers/app.ts';
import { enrolOperator, operatorOf } from './helpers/operator.ts';
import { type RunningServer, repoRoot, startServer, tempDataDir } from './helpers/server.ts';

const run = promisify(execFile);
const admin = (dataDir: string, ...args: string[]) =>
  run(process.execPath, ['apps/server/dist/admin.js', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'development' },
  });

describe('npm run admin', () => {
  const dataDir = tempDataDir();
  let server: RunningServer | undefined;
  let password = '';
  afterAll(async () => {
    await server?.stop();
  });

  it('creates an operator with a generated password who can sign in', async () => {
    const { stdout } = await admin(dataDir, 'create', '--login', 'ops@example.com');
    expect(stdout).toContain('Operator account ops@example.com');
    password = stdout.match(/Generated password: (\S+)/)?.[1] ?? '';
    expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*[#?!@$%^&*-]).{6,20}$/);

    server = await startServer({ DATA_DIR: dataDir });
    const res = await fetch(`${server.url}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'ops@example.com', password }),
    });
    expect((await res.json()).user.role).toBe('admin');
  });

  it('refuses to open the embedded database while the server holds it', async () => {
    const failure = await admin(dataDir, 'create', '--login', 'second@example.com').catch((e) => e);
    expect(failure.code).toBe(1);
    expect(failure.stderr).toMatch(/in use by process \d+; stop it first/);
  });

  it('resets the second factor of an operator who lost the authenticator', async () => {
    const operator = await enrolOperator(
      operatorOf({ url: () => server!.url } as App, '', 'ops@example.com', password),
    );
    expect(operator.recoveryCodes).toHaveLength(10);
    await server?.stop();
    server = undefined;
    const { stdout } = await admin(dataDir, 'reset-2fa', '--login', 'ops@example.com');
    expect(stdout).toContain('Two-factor sign-in of ops@example.com is reset');
    const unknown = await admin(dataDir, 'reset-2fa', '--login', 'nobody@example.com').catch((e) => e);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No operator account has the login nobody@example.com');
  });

  it('explains its usage and refuses a bad login', async () => {
    const usage = await admin(tempDataDir(), 'create').catch((e) => e);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('usage: npm run admin -- create --login EMAIL');
    const bad = await admin(tempDataDir(), 'create', '--login', 'not-an-email').catch((e) => e);
    expect(bad.code).toBe(2);
  });
});
