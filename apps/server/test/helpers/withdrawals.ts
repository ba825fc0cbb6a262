/**
 * Withdrawal tests: an app on a test anvil (the dev chain's tokens deployed by the app, the pools' dev hot wallets
 * as payers), investors with a linked wallet and a position, token balances on the chain, and the check that every
 * withdrawal's status agrees with its journal entries.
 */
import type { AnyPool } from '@yc/contract';
import { sql } from 'kysely';
import {
  type Address,
  createPublicClient,
  createTestClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  type PublicClient,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { Env } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { MockERC20 } from '../../src/modules/chain/artifacts.ts';
import type { ChainService } from '../../src/modules/chain/chain-service.ts';
import { DEPLOYER } from '../../src/modules/chain/dev-accounts.ts';
import { devPoolWallet } from '../../src/modules/pools/dev-pools.ts';
import { type Broadcast, PayoutWorker } from '../../src/modules/withdrawals/payout-worker.ts';
import { investor } from './accounts.ts';
import { type Anvil, startAnvil } from './anvil.ts';
import { transfer } from './ledger.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface ChainTestApp extends TestApp {
  anvil: Anvil;
  client: PublicClient;
  /** anvil_* and evm_* methods. */
  node: ReturnType<typeof createTestClient>;
}

/** The app on a fresh anvil: chain 31337 is the only (supported) network, payouts from the pools' dev wallets. */
export async function createChainApp(env: Env = {}): Promise<ChainTestApp> {
  const anvil = await startAnvil();
  try {
    const t = await createTestApp({
      DEV_CHAIN: 'off',
      CHAIN_RPC_URL_31337: anvil.url,
      SUPPORTED_CHAIN_IDS: '31337',
      PAYOUT_AUTO_LIMIT_USD: '1000',
      ...env,
    });
    const transport = http(anvil.url);
    return {
      ...t,
      anvil,
      client: createPublicClient({ transport, pollingInterval: 50 }) as PublicClient,
      node: createTestClient({ mode: 'anvil', transport }),
      close: async () => {
        await t.close();
        await anvil.stop();
      },
    };
  } catch (err) {
    await anvil.stop();
    throw err;
  }
}

export function tokenAddress(t: ChainTestApp, symbol: string): Address {
  const token = t.app.chain.network(31337)?.tokens.find((x) => x.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on the test chain`);
  return token.address as Address;
}

/** Mints dev tokens (the deployer is the minter) and waits for the block. */
export async function mint(t: ChainTestApp, symbol: string, to: Address, amount: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(DEPLOYER.privateKey),
    transport: http(t.anvil.url),
  });
  const hash = await wallet.writeContract({
    address: tokenAddress(t, symbol),
    abi: MockERC20.abi,
    functionName: 'mint',
    args: [to, amount],
    chain: null,
  });
  await t.client.waitForTransactionReceipt({ hash });
}

export const tokenBalance = (t: ChainTestApp, symbol: string, holder: Address) =>
  t.client.readContract({ address: tokenAddress(t, symbol), abi: erc20Abi, functionName: 'balanceOf', args: [holder] });

export const hotWallet = (pool: AnyPool) => devPoolWallet(pool);

/** A confirmed investor whose account has a linked wallet (a fresh address, so its balances start at zero). */
export async function walletInvestor(t: TestApp) {
  const account = await investor(t);
  const wallet = privateKeyToAccount(generatePrivateKey()).address;
  await t.app.db
    .updateTable('users')
    .set({ meta_mask_address: wallet.toLowerCase() })
    .where('id', '=', account.user.id)
    .execute();
  return { ...account, userId: account.user.id, wallet };
}

/** Credits a verified deposit of `amount` base units straight into the ledger. */
export const credit = (t: TestApp, userId: string, pool: AnyPool, token: string, amount: bigint) =>
  t.app.ledger.creditDeposit({ userId, pool, token, amount, ...transfer() });

/**
 * A worker of its own, as a restarted process would build it; `broadcast` stands in for the network, `chain` for
 * the app's nodes.
 */
export const newWorker = (t: TestApp, broadcast?: Broadcast, chain: ChainService = t.app.chain) =>
  new PayoutWorker({
    db: t.app.db,
    engine: t.app.dbEngine,
    ledger: t.app.ledger,
    chain,
    config: t.app.config,
    repo: t.app.withdrawals.repo,
    log: t.app.log,
    ...(broadcast ? { broadcast } : {}),
  });

/**
 * One pass of a payout worker (the app's by default), then a wait until anvil has mined what the pass sent: anvil
 * answers `eth_sendRawTransaction` before it mines, so the next pass could otherwise find no receipt yet.
 */
export async function payoutTick(t: ChainTestApp, worker: PayoutWorker = t.app.payouts) {
  const report = await worker.tick();
  for (let i = 0; ; i++) {
    const pool = await t.client.request<{ Method: 'txpool_status'; Parameters: []; ReturnType: { pending: Hex } }>({
      method: 'txpool_status',
      params: [],
    });
    if (BigInt(pool.pending) === 0n) return report;
    if (i === 500) throw new Error(`anvil left ${BigInt(pool.pending)} transactions unmined`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Zeroes a holder's MockERC20 balance in storage (slot 3: name, symbol, totalSupply, then balanceOf). */
export async function zeroTokenBalance(t: ChainTestApp, symbol: string, holder: Address) {
  const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, 3n]));
  await t.node.setStorageAt({ address: tokenAddress(t, symbol), index: slot, value: `0x${'0'.repeat(64)}` as Hex });
}

/** Every withdrawal has its hold; confirmed ones are settled, rejected and failed ones voided, the rest open. */
export async function expectWithdrawalsMatchJournal(db: Db) {
  const rows = await db
    .selectFrom('withdrawals as w')
    .select([
      'w.id',
      'w.status',
      'w.amount',
      'w.fee',
      sql<
        string | null
      >`(select kind from journal_entries e where e.ref = w.id::text and e.kind = 'withdrawal_hold')`.as('hold'),
      sql<
        string | null
      >`(select kind from journal_entries e where e.ref = w.id::text and e.kind <> 'withdrawal_hold')`.as('close'),
      sql<
        string | null
      >`(select amount::text from journal_entries e where e.ref = w.id::text and e.kind = 'withdrawal_hold')`.as(
        'held',
      ),
    ])
    .execute();
  const closeOf: Record<string, string | null> = {
    requested: null,
    approved: null,
    sent: null,
    confirmed: 'withdrawal_settle',
    rejected: 'withdrawal_void',
    failed: 'withdrawal_void',
  };
  for (const r of rows) {
    expect(r.hold, r.id).toBe('withdrawal_hold');
    expect(r.held, r.id).toBe(r.amount);
    expect(r.close, `${r.id} ${r.status}`).toBe(closeOf[r.status]);
  }
}
