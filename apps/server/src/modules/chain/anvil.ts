/**
 * The dev chain's node (docs/decisions.md 61): the anvil binary of Foundry's npm package for this platform (an
 * optional dependency where the registry has it), else an `anvil` on PATH; one child PID to stop, which dies with
 * the process that started it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEV_CHAIN_ID } from './networks.ts';

/**
 * Foundry's per-platform anvil packages, by `${process.platform}-${process.arch}`. Only the linux-x64 one is on
 * the registry this project installs from, so only it is an optional dependency (apps/server/package.json).
 */
const ANVIL_PACKAGES: Record<string, string> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
};

export class AnvilError extends Error {}

/** The first executable `name` in the directories of `searchPath`, or null. */
function onPath(name: string, searchPath = process.env.PATH ?? ''): string | null {
  for (const dir of searchPath.split(path.delimiter).filter(Boolean)) {
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // Not in this directory.
    }
  }
  return null;
}

function packageBinary(packageName: string, binaryName: string): string | null {
  try {
    const pkg = createRequire(import.meta.url).resolve(`${packageName}/package.json`);
    const file = path.join(path.dirname(pkg), 'bin', binaryName);
    return existsSync(file) ? file : null;
  } catch {
    // Not installed: optional dependencies are skipped on other platforms or with --omit=optional.
    return null;
  }
}

/**
 * Path of the anvil binary for `platform`: its npm package's, else an `anvil` on `searchPath`; a message naming
 * what to install when there is neither.
 */
export function anvilBinary(
  platform = `${process.platform}-${process.arch}`,
  searchPath = process.env.PATH ?? '',
): string {
  const binaryName = platform.startsWith('win32-') ? 'anvil.exe' : 'anvil';
  const packageName = ANVIL_PACKAGES[platform];
  const found = (packageName && packageBinary(packageName, binaryName)) || onPath(binaryName, searchPath);
  if (found) return found;
  const onPathHint = "put anvil on PATH (Foundry's installer, foundryup, does)";
  const install = packageName
    ? `Install the npm package ${packageName} (npm install --no-save ${packageName}) or ${onPathHint}`
    : `Foundry publishes no npm package for it: ${onPathHint}`;
  throw new AnvilError(
    `The dev chain needs Foundry's anvil, and none is installed for ${platform}. ${install}; or run your own node ` +
      `and set CHAIN_RPC_URL_<chainId> (e.g. CHAIN_RPC_URL_${DEV_CHAIN_ID}), or set DEV_CHAIN=off.`,
  );
}

/**
 * util-linux's `setpriv`, which sets the parent-death signal (prctl PR_SET_PDEATHSIG, out of Node's reach) and then
 * execs its command: anvil keeps the PID and gets SIGTERM, and so dumps its state, when the server dies in any way,
 * kill -9 included. A process group or an exit hook would not survive kill -9; polling for the parent would leave a
 * window. Null where it is missing (macOS, Windows).
 */
function setprivBinary(): string | null {
  return onPath('setpriv');
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
  const anvil = anvilBinary();
  const setpriv = setprivBinary();
  const child = setpriv
    ? spawn(setpriv, ['--pdeathsig', 'TERM', anvil, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(anvil, args, { stdio: ['ignore', 'pipe', 'pipe'] });
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
