/** Reconciliation: ledger invariants and totals, and custody against the pool addresses' holdings on anvil. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../src/config.ts';
import type { Engine } from '../src/db/database.ts';
import { startAnvil as startDevNode } from '../src/modules/chain/anvil.ts';
import { DEMO_TOKEN_BALANCE, deployDevTokens } from '../src/modules/chain/dev-deploy.ts';
import { type ReconcileReport, reconcile, reconcileNodes } from '../src/modules/ledger/reconcile.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { bareUser, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp, testConfig } from './helpers/test-app.ts';

const ETH = 10n ** 18n;

describe(`reconcile on ${engine}`, () => {
  let anvil: Anvil;
  let t: TestApp;
  beforeAll(async () => {
    anvil = await startAnvil();
    t = await createTestApp({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337' });
    await setFees(t.app.db, 'coin', '0', '0');
    // Anvil account 3 (10,000 ETH) stands in for the coin pool's ETH address.
    await t.app.db
      .insertInto('pool_deposit_addresses')
      .values({ pool: 'coin', chain_id: 31337, currency: 'ETH', address: (anvil.addresses[3] as string).toLowerCase() })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  /** What `npm run reconcile` reports with the nodes it builds from `config` alone, and its notes about them. */
  async function reconcileAsCli(config: Config, on: Engine = engine) {
    const nodes = await reconcileNodes(config, on);
    try {
      return { notes: nodes.notes, report: await reconcile(t.app.db, nodes.chain) };
    } finally {
      await nodes.close();
    }
  }
  const stableUsdtOnChain = (report: ReconcileReport) =>
    report.holdings.find((h) => h.pool === 'stable' && h.token === 'USDT')?.onChain;

  it('passes on a sound ledger and reports the on-chain surplus', async () => {
    const user = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({ userId: user, pool: 'coin', token: 'ETH', amount: 2n * ETH, ...transfer() });
    const report = await reconcile(t.app.db, t.app.chain);
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    const eth = report.holdings.find((h) => h.pool === 'coin' && h.token === 'ETH');
    expect(eth?.custody).toBe(2n * ETH);
    expect(eth?.onChain).toBeGreaterThanOrEqual(9000n * ETH);
    expect(report.lines.join('\n')).toMatch(/coin\/ETH: positions 2 /);
    // Without a chain client only the ledger is checked.
    expect((await reconcile(t.app.db, null)).holdings).toEqual([]);
  });

  it('fails when custody exceeds what the pool addresses hold', async () => {
    const user = await bareUser(t.app.db);
    await t.app.ledger.creditDeposit({
      userId: user,
      pool: 'coin',
      token: 'ETH',
      amount: 20_000n * ETH,
      ...transfer(),
    });
    const report = await reconcile(t.app.db, t.app.chain);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(/coin\/ETH: custody 20002 but the pool addresses hold/);
  });

  it('fails when a balance drifts from its journal lines', async () => {
    await sql`update ledger_accounts set balance = balance + 1 where kind = 'pool_custody' and pool = 'coin' and asset = 'ETH'`.execute(
      t.app.db,
    );
    const report = await reconcile(t.app.db, null);
    expect(report.ok).toBe(false);
    expect(report.problems.join('\n')).toMatch(
      /account pool_custody:-:coin:ETH holds 20002000000000000000001 but its lines sum to 20002000000000000000000/,
    );
  });

  it('`npm run reconcile` checks the dev chain in dev mode, with CHAIN_RPC_URL_31337 set', async () => {
    // Anvil account 2, a demo wallet holding the dev tokens, stands in for the stable pool's USDT address.
    await t.app.db
      .insertInto('pool_deposit_addresses')
      .values({
        pool: 'stable',
        chain_id: 31337,
        currency: 'USDT',
        address: (anvil.addresses[2] as string).toLowerCase(),
      })
      .execute();
    // Without the server's knowledge of the dev chain.
    const { notes, report } = await reconcileAsCli(
      testConfig({ CHAIN_RPC_URL_31337: anvil.url, SUPPORTED_CHAIN_IDS: '31337' }),
    );
    expect(notes).toEqual([]);
    expect(stableUsdtOnChain(report)).toBe(DEMO_TOKEN_BALANCE * 10n ** 6n);
    expect(report.holdings.find((h) => h.pool === 'coin' && h.token === 'ETH')?.onChain).toBeGreaterThan(0n);
    expect(report.lines.join('\n')).not.toMatch(/not checked/);
    expect(report.lines.join('\n')).toMatch(/stable\/USDT on-chain: 1000000, 1000000 more than the ledger's custody/);
  });

  it("`npm run reconcile` reads the running server's dev chain on ANVIL_PORT", async () => {
    const port = new URL(anvil.url).port;
    const { notes, report } = await reconcileAsCli(testConfig({ DEV_CHAIN: 'anvil', ANVIL_PORT: port }));
    expect(notes).toEqual([]);
    expect(stableUsdtOnChain(report)).toBe(DEMO_TOKEN_BALANCE * 10n ** 6n);
  });

  it('`npm run reconcile` says when the dev chain has no node to read', async () => {
    const { notes, report } = await reconcileAsCli(testConfig({ DEV_CHAIN: 'anvil', ANVIL_PORT: '1' }));
    expect(notes).toEqual([expect.stringMatching(/dev chain 31337 has no node to read/)]);
    expect(report.lines.join('\n')).toMatch(/stable\/USDT on-chain: not checked/);
  });

  it.runIf(engine === 'pglite')('`npm run reconcile` on PGlite loads the dev chain from its state file', async () => {
    // The embedded default: the server (stopped, since this process holds PGlite) ran anvil with its state file.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'yc-reconcile-'));
    const saved = await startDevNode({ port: 0, statePath: path.join(dataDir, 'anvil-state.json') });
    await deployDevTokens(saved.url);
    await saved.stop();
    const { notes, report } = await reconcileAsCli(
      testConfig({ DATA_DIR: dataDir, DEV_CHAIN: 'anvil', ANVIL_PORT: '1' }),
      'pglite',
    );
    expect(notes).toEqual([]);
    // The stable pool's USDT address is anvil account 2 (the test above), a demo wallet of this chain too.
    expect(stableUsdtOnChain(report)).toBe(DEMO_TOKEN_BALANCE * 10n ** 6n);
  });
});
