/** Reconciliation: ledger invariants and totals, and custody against the pool addresses' holdings on anvil. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcile } from '../src/modules/ledger/reconcile.ts';
import { type Anvil, startAnvil } from './helpers/anvil.ts';
import { bareUser, setFees, transfer } from './helpers/ledger.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

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
});
