// The processes a bench section starts: the built server, the reference route, the login flood.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const DEMO_LOGIN = { login: 'investor@demo.local', password: 'Demo#2026' };

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Runs `node args…` from the repository root until its output shows `readyText`; `stop` ends it with SIGTERM. */
export async function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (!output.includes(readyText)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${args[0]} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { stop, output: () => output };
}

/** The built server on a free port and a fresh data directory, without the dev chain; `env` adds to its settings. */
export async function startServer(env) {
  const port = await freePort();
  const proc = await startProcess(
    ['apps/server/dist/server.js'],
    {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'yc-bench-')),
      LOG_LEVEL: 'warn',
      // Two servers would both want anvil's port 8545; and the dev wallet's script (decision 24) is served by the
      // server, not part of the built app the web section weighs.
      DEV_CHAIN: 'off',
      ...env,
    },
    'is running at',
  );
  return { port, base: `http://127.0.0.1:${port}`, stop: proc.stop };
}

/** The server with the demo accounts, signed in as the demo investor. */
export async function startProduct(env) {
  const server = await startServer({
    NODE_ENV: 'development',
    // Throughput is the subject here, not the limiter: one client sends everything.
    RATE_LIMIT_PER_MINUTE: '0',
    ...env,
  });
  const session = await fetch(`${server.base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  }).then((r) => r.json());
  return { ...server, auth: { authorization: `Bearer ${session.token}` } };
}
