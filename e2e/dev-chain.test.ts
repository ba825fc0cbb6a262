/**
 * The dev chain dies with its server, kill -9 included, and keeps what was mined before: a restarted server finds
 * on the chain a transaction mined just before the kill, and does not warn that the chain is older than the ledger.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { waitFor } from './helpers/app.ts';
import { freePorts, startServer, tempDataDir } from './helpers/server.ts';

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}

/** The PIDs of a process's children with this name, from /proc. */
function childrenNamed(parent: number, name: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        return /^Name:\s+(.+)$/m.exec(status)?.[1] === name && /^PPid:\s+(\d+)$/m.exec(status)?.[1] === String(parent);
      } catch {
        return false; // Ended while being read.
      }
    })
    .map(Number);
}

describe('the dev chain of npm start', () => {
  // Two cold starts of the server, each allowed startServer's 60 s on a loaded machine.
  it('ends when its server is killed with SIGKILL, and keeps what it mined before', { timeout: 180_000 }, async () => {
    const [anvilPort] = await freePorts(1);
    const env = { DATA_DIR: tempDataDir(), ANVIL_PORT: String(anvilPort) };
    const chain = `http://127.0.0.1:${anvilPort}`;
    const first = await startServer(env);
    const [anvil] = childrenNamed(first.pid, 'anvil');
    expect(anvil).toBeDefined();

    const [, , , , , , , , from, to] = await rpc<string[]>(chain, 'eth_accounts');
    const hash = await rpc<string>(chain, 'eth_sendTransaction', [{ from, to, value: '0x1' }]);
    // anvil answers with the hash before it mines the block.
    const mined = await waitFor('the transaction to be mined', () => rpc(chain, 'eth_getTransactionReceipt', [hash]));
    expect(mined).toMatchObject({ status: '0x1' });

    process.kill(first.pid, 'SIGKILL');
    await waitFor('the dev chain to end with its server', () => !existsSync(`/proc/${anvil}`), 20_000);

    const second = await startServer(env);
    try {
      expect(await rpc(chain, 'eth_getTransactionReceipt', [hash])).toMatchObject({ transactionHash: hash });
      expect(second.output()).not.toContain('OLDER THAN THE LEDGER');
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
});
