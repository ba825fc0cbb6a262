/**
 * The dev chain's node (docs/decisions.md): the anvil binary of the optional dependency
 * `@foundry-rs/anvil-linux-amd64`, one child PID to stop, which dies with the process that started it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEV_CHAIN_ID } from './networks.ts';

const ANVIL_PACKAGE = '@foundry-rs/anvil-linux-amd64';

export class AnvilError extends Error {}

/** Path of the anvil binary; a clear error when the optional dependency is not installed. */
export function anvilBinary(packageName = ANVIL_PACKAGE): string {
  let file: string | undefined;
  try {
    const pkg = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
    file = path.join(path.dirname(pkg), 'bin', 'anvil');
  } catch {
    // Not installed: optional dependencies are skipped on other platforms or with --omit=optional.
  }
  if (!file || !existsSync(file)) {
    throw new AnvilError(
      `The dev chain needs anvil from the optional dependency ${packageName} (Linux x64), which is not installed. ` +
        `Install it with npm ci, or run your own node and set CHAIN_RPC_URL_<chainId> (e.g. CHAIN_RPC_URL_${DEV_CHAIN_ID}), or set DEV_CHAIN=off.`,
    );
  }
  return file;
}

/**
 * util-linux's `setpriv`, which sets the parent-death signal (prctl PR_SET_PDEATHSIG, out of Node's reach) and then
 * execs its command: anvil keeps the PID and gets SIGTERM, and so dumps its state, when the server dies in any way,
 * kill -9 included. A process group or an exit hook would not survive kill -9; polling for the parent would leave a
 * window. Null where it is missing.
 */
function setprivBinary(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, 'setpriv');
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return null;
}

export interface AnvilOptions {
  /** 0 picks a free port. */
  port: number;
  /** Where anvil loads its chain from and dumps it to on exit; null keeps the chain in memory only. */
  statePath: string | null;
  chainId?: number;
  /** How long to wait for the node to answer. */
  timeoutMs?: number;
}

export interface AnvilNode {
  url: string;
  port: number;
  pid: number;
  /** False where setpriv is missing: then a server killed with SIGKILL leaves this node running. */
  diesWithParent: boolean;
  /** Ends the node (SIGTERM, so it dumps its state), and waits for it. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** A crashing or exiting server must not leave a node holding the port. */
function killOnExit(child: ChildProcess) {
  running.add(child);
  child.once('exit', () => running.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => {
    for (const c of running) c.kill('SIGTERM');
  });
}

async function answersChainId(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    });
    return res.ok && typeof ((await res.json()) as { result?: unknown }).result === 'string';
  } catch {
    return false;
  }
}

export async function startAnvil({
  port,
  statePath,
  chainId = DEV_CHAIN_ID,
  timeoutMs = 20_000,
}: AnvilOptions): Promise<AnvilNode> {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)];
  // Dumped on exit (the server's death included, see setprivBinary) and every second, so even anvil's own crash
  // loses at most the last second of the dev chain.
  if (statePath) args.push('--state', statePath, '--state-interval', '1');
  const setpriv = setprivBinary();
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'TERM', anvilBinary(), ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  killOnExit(child);

  // Keep only the tail of the output, for error messages; the pipes must be drained or anvil blocks.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const spawnError = new Promise<Error>((resolve) => child.once('error', resolve));
  const deadline = Date.now() + timeoutMs;
  let url: string | undefined;
  let listening = 0;
  for (;;) {
    const failed = await Promise.race([spawnError, new Promise<null>((r) => setTimeout(() => r(null), 50))]);
    if (failed) throw new AnvilError(`anvil could not start: ${failed.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      const hint = /in use/i.test(output)
        ? '\nAnother process holds the port: stop it, or set ANVIL_PORT (0 picks a free port).'
        : '';
      throw new AnvilError(
        `anvil exited (${child.exitCode ?? child.signalCode}) on port ${port}:\n${output.trim()}${hint}`,
      );
    }
    if (!url) {
      const match = /Listening on ([\d.]+):(\d+)/.exec(output);
      if (match) {
        listening = Number(match[2]);
        url = `http://127.0.0.1:${listening}`;
      }
    }
    if (url && (await answersChainId(url))) break;
    if (Date.now() > deadline) {
      await stop();
      throw new AnvilError(`anvil did not answer within ${timeoutMs} ms:\n${output.trim()}`);
    }
  }
  return { url, port: listening, pid: child.pid as number, diesWithParent: setpriv !== null, stop };
}
