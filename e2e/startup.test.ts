import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { repoRoot, tempDataDir } from './helpers/server.ts';

const run = promisify(execFile);
const start = (env: Record<string, string>) =>
  run(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, DATA_DIR: tempDataDir(), ...env },
    timeout: 30_000,
  }).then(
    (done) => ({ code: 0, stderr: done.stderr }),
    (failed: { code: number; stderr: string }) => ({ code: failed.code, stderr: failed.stderr }),
  );

describe('start-up with a bad configuration', () => {
  it('stops with a message naming the variable', async () => {
    const result = await start({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: ');
  });

  it('refuses production without its secrets', async () => {
    const result = await start({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://x.example',
    });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET: required in production');
  });
});
