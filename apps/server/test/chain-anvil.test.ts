/** The dev chain's node: anvil starts, answers, keeps its state in DATA_DIR, and leaves no process behind. */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AnvilError, anvilBinary, startAnvil } from '../src/modules/chain/anvil.ts';
import { rpc, startAnvil as startTestAnvil } from './helpers/anvil.ts';
import { createTestApp } from './helpers/test-app.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('anvil', () => {
  it('starts in memory on a free port, answers eth_chainId and stops without an orphan', async () => {
    const node = await startTestAnvil();
    expect(node.chainId).toBe(31337);
    expect(node.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await rpc(node.url, 'eth_chainId')).toBe('0x7a69');
    expect(alive(node.pid)).toBe(true);
    await node.stop();
    expect(alive(node.pid)).toBe(false);
    await node.stop();
  });

  it('persists its chain in the state file across restarts', async () => {
    const statePath = path.join(mkdtempSync(path.join(tmpdir(), 'yc-anvil-')), 'anvil-state.json');
    const first = await startAnvil({ port: 0, statePath });
    await rpc(first.url, 'evm_mine');
    await rpc(first.url, 'evm_mine');
    await first.stop();
    expect(existsSync(statePath)).toBe(true);
    const second = await startAnvil({ port: 0, statePath });
    try {
      expect(Number(await rpc(second.url, 'eth_blockNumber'))).toBeGreaterThanOrEqual(2);
    } finally {
      await second.stop();
    }
  });

  it('says why when its port is taken', async () => {
    const node = await startTestAnvil();
    try {
      const port = Number(new URL(node.url).port);
      const failure = startAnvil({ port, statePath: null });
      await expect(failure).rejects.toThrow(AnvilError);
      await expect(failure).rejects.toThrow(/set ANVIL_PORT/);
    } finally {
      await node.stop();
    }
  });

  it("uses the platform's npm package, else an anvil on PATH, else names what to install", () => {
    expect(anvilBinary('linux-x64', '')).toMatch(/anvil-linux-amd64\/bin\/anvil$/);
    // The registry has no darwin or linux-arm64 package, so these are not installed here.
    expect(() => anvilBinary('darwin-arm64', '')).toThrow(
      /none is installed for darwin-arm64\. Install the npm package @foundry-rs\/anvil-darwin-arm64 .*on PATH.*CHAIN_RPC_URL_<chainId>/s,
    );
    expect(() => anvilBinary('freebsd-x64', '')).toThrow(/Foundry publishes no npm package for it: put anvil on PATH/);
    const bin = mkdtempSync(path.join(tmpdir(), 'yc-anvil-bin-'));
    writeFileSync(path.join(bin, 'anvil'), '#!/bin/sh\n', { mode: 0o755 });
    expect(anvilBinary('linux-arm64', `/nonexistent${path.delimiter}${bin}`)).toBe(path.join(bin, 'anvil'));
  });

  it('is started by the app with DEV_CHAIN=anvil, state in DATA_DIR, and stopped when the app closes', async () => {
    const t = await createTestApp({ DEV_CHAIN: 'anvil', ANVIL_PORT: '0' });
    const dev = t.app.chain.dev;
    expect(dev?.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(t.app.chain.devChainId).toBe(31337);
    expect(t.app.chain.isSupported(31337)).toBe(true);
    const client = t.app.chain.client(31337);
    expect(await client?.getChainId()).toBe(31337);
    await t.close();
    expect(existsSync(path.join(t.app.config.dataDir, 'anvil-state.json'))).toBe(true);
    await expect(fetch(dev?.rpcUrl as string)).rejects.toThrow();
  });
});
