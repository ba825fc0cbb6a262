/**
 * The start-up check that the dev chain is not older than the ledger: it names a scanned or credited block above the
 * chain's height and a credited deposit or confirmed payout whose transaction the chain does not have.
 */
import type { Hash } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devChainBehindLedger } from '../src/modules/chain/dev-chain-freshness.ts';
import { investor } from './helpers/accounts.ts';
import { type Anvil, minedReceipt, rpc, startAnvil } from './helpers/anvil.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

describe(`the dev chain against the ledger on ${engine}`, () => {
  let t: TestApp;
  let anvil: Anvil;
  let userId: string;
  const behind = () => devChainBehindLedger(t.app.db, anvil.url, anvil.chainId);

  beforeAll(async () => {
    [t, anvil] = await Promise.all([createTestApp(), startAnvil()]);
    userId = (await investor(t)).user.id;
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  const credit = async (hash: string, block: bigint) =>
    t.app.db
      .insertInto('deposit_claims')
      .values({
        user_id: userId,
        pool: 'stable',
        currency: 'ETH',
        chain_id: anvil.chainId,
        tx_hash: hash,
        claimed_amount: '1',
        source: 'user',
        status: 'credited',
        required_confirmations: 1,
        block_number: block,
        amount: '1',
        fee: '0',
        credited_at: new Date(),
      })
      .execute();

  it('is quiet while the chain holds everything the ledger saw', async () => {
    expect(await behind()).toBeNull();
    const hash = await rpc<Hash>(anvil.url, 'eth_sendTransaction', [
      { from: anvil.addresses[1], to: anvil.addresses[2], value: '0x1' },
    ]);
    const receipt = await minedReceipt(anvil.url, hash);
    await credit(hash, BigInt(receipt.blockNumber));
    await t.app.db
      .insertInto('deposit_scan_cursors')
      .values({ chain_id: anvil.chainId, last_block: BigInt(receipt.blockNumber) })
      .execute();
    expect(await behind()).toBeNull();
  });

  it('names a block the ledger scanned above the chain’s height', async () => {
    const height = BigInt(await rpc<string>(anvil.url, 'eth_blockNumber'));
    await t.app.db
      .updateTable('deposit_scan_cursors')
      .set({ last_block: height + 5n })
      .where('chain_id', '=', anvil.chainId)
      .execute();
    expect(await behind()).toBe(`the ledger has seen block ${height + 5n} but the chain is at block ${height}`);
    await t.app.db
      .updateTable('deposit_scan_cursors')
      .set({ last_block: height })
      .where('chain_id', '=', anvil.chainId)
      .execute();
  });

  it('names a credited deposit whose transaction the chain does not have', async () => {
    const lost = `0x${'ab'.repeat(32)}`;
    await credit(lost, 1n);
    expect(await behind()).toBe(`transaction ${lost}, which the ledger recorded, is not on the chain`);
  });
});
