/** Runs the built product as a newcomer would (`node apps/server/dist/server.js`) on a free port. */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Distinct free ports: all are held open until each is known, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((resolve, reject) => {
          const srv = createServer();
          srv.once('error', reject);
          srv.listen(0, '127.0.0.1', () => resolve(srv));
        }),
    ),
  );
  const ports = servers.map((srv) => (srv.address() as { port: number }).port);
  await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
  return ports;
}

export const freePort = async (): Promise<number> => (await freePorts(1))[0] as number;

export interface RunningServer {
  url: string;
  pid: number;
  dataDir: string;
  output: () => string;
  stop(): Promise<number | null>;
}

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'yc-e2e-'));
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const [port, anvilPort] = await freePorts(2);
  const dataDir = env.DATA_DIR ?? tempDataDir();
  // setpriv (util-linux) ends the server with SIGTERM when the test worker that started it ends, a timed-out test's
  // worker included, so no server and its dev chain outlive the run.
  const child: ChildProcess = spawn(
    'setpriv',
    ['--pdeathsig', 'TERM', process.execPath, 'apps/server/dist/server.js'],
    {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // Each server runs its own anvil (state in its DATA_DIR) on its own port. Not ANVIL_PORT=0: anvil binds
        // before the server listens and the kernel may hand it the very port just picked for the server.
        ANVIL_PORT: String(anvilPort),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (output.includes('is running at')) {
      const ready = await fetch(`${url}/readyz`).catch(() => null);
      if (ready?.ok) break;
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid as number,
    dataDir,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}
