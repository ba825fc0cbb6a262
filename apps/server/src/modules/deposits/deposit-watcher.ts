/**
 * The deposit watcher (decisions 30, 42): per watched chain, it checks the claims that are due against their
 * receipts, read in JSON-RPC batches, and credits what the chain confirms, then scans new confirmed blocks for
 * transfers from proven wallets that nobody reported. A claim whose receipt the node does not know is looked at
 * ever more rarely, so made-up hashes cost little. On PostgreSQL only the holder of an advisory lock acts; PGlite
 * is one process.
 */
import type { AnyPool, MessageKey, MessageParams, NetworkInfo } from '@yc/contract';
import type { Hash, PublicClient, TransactionReceipt } from 'viem';
import { type Db, type Engine, runExclusive } from '../../db/database.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import type { ChainService } from '../chain/chain-service.ts';
import { LedgerError, type LedgerService } from '../ledger/ledger.service.ts';
import {
  type ChainTransfer,
  type DepositAsset,
  depositAsset,
  receiptOf,
  receiptsOf,
  scanTransfers,
  transfersInReceipt,
} from './chain-transfers.ts';
import type { Backoff, ClaimRow, DepositClaimsRepository } from './deposit-claims.repository.ts';
import { creditedTransfers, creditTransfers } from './deposit-credits.ts';

/** pg advisory lock key of the deposit watcher ("yc deposits"; the accrual uses …001). */
export const DEPOSIT_WATCH_LOCK_KEY = 7_920_411_002;
/** Between passes: anvil mines at once, so the dev chain gets a short wait; real networks make blocks every ~12 s. */
export const DEPOSIT_INTERVAL_MS = { devChain: 2_000, network: 12_000 } as const;
/** A claim whose transaction stays unknown (or gone after a reorganisation) this long is rejected. */
export const MISSING_TIMEOUT_MS = 3_600_000;
/** Claims looked at in one pass at most: with RPC_BATCH_SIZE receipts a batch, five batches. */
export const CLAIMS_PER_TICK = 500;
/** An unknown receipt is looked for again after 15 s, 30 s, 1 min … and then every 10 min until the timeout. */
export const MISSING_BACKOFF: Backoff = { baseMs: 15_000, maxMs: 600_000 };
/** Blocks per scan step: eth_getLogs ranges, and far fewer when native payments need each block's transactions. */
const LOG_SCAN_SPAN = 2_000n;
const NATIVE_SCAN_SPAN = 100n;
/** On a chain's first scan, how far below the confirmed head it starts. */
const FIRST_SCAN_WINDOW = 100n;

export interface DepositWatcherDeps {
  db: Db;
  engine: Engine;
  chain: ChainService;
  ledger: LedgerService;
  claims: DepositClaimsRepository;
  /** Chains to watch: the supported ones with a node. */
  chainIds: readonly number[];
  /** Confirmations a transfer needs on a chain (the network's `confirmations`). */
  confirmations: (chainId: number) => number;
  log: { warn(o: object, m: string): void; error(o: object, m: string): void };
}

export interface DepositWatcherOptions {
  /** The same for every chain, instead of each network's. */
  confirmations?: number;
  now?: () => Date;
  /** Between scheduled passes (the network's by default). */
  intervalMs?: number;
}

export interface WatchReport {
  /** False when another instance held the lock, so this one did nothing. */
  ran: boolean;
  /** Claims looked at. */
  checked: number;
  /** Claims whose receipt the node did not know. */
  missing: number;
  /** Claims marked credited (reported or found). */
  credited: number;
  rejected: number;
}

interface ChainContext {
  chainId: number;
  client: PublicClient;
  network: NetworkInfo;
  head: bigint;
  required: number;
}

const emptyReport = (ran: boolean): WatchReport => ({ ran, checked: 0, missing: 0, credited: 0, rejected: 0 });

export class DepositWatcher {
  /** Scheduled by the deposits plugin when the chain workers are on; `tick()` runs a pass on request. */
  readonly job: PeriodicJob<WatchReport>;

  constructor(
    readonly deps: DepositWatcherDeps,
    private readonly options: DepositWatcherOptions = {},
  ) {
    this.job = new PeriodicJob({
      name: 'deposit-watcher',
      run: () => this.locked(),
      every: options.intervalMs ?? DEPOSIT_INTERVAL_MS.network,
      log: deps.log,
      acted: (r) => r.ran,
    });
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** One pass over every watched chain, the job's way: during a pass, the pass after it. */
  tick(): Promise<WatchReport> {
    return this.job.tick();
  }

  private async locked(): Promise<WatchReport> {
    const result = await runExclusive(this.deps.db, this.deps.engine, DEPOSIT_WATCH_LOCK_KEY, () => this.run());
    return result.ran ? result.value : emptyReport(false);
  }

  private async run(): Promise<WatchReport> {
    const report = emptyReport(true);
    const now = this.now();
    const due = await this.deps.claims.due(this.deps.chainIds, now, CLAIMS_PER_TICK);
    for (const chainId of this.deps.chainIds) {
      const client = this.deps.chain.client(chainId);
      const batched = this.deps.chain.batchClient(chainId);
      const network = this.deps.chain.network(chainId);
      if (!client || !batched || !network) continue;
      let ctx: ChainContext;
      try {
        const head = await client.getBlockNumber({ cacheTime: 0 });
        const required = this.options.confirmations ?? this.deps.confirmations(chainId);
        ctx = { chainId, client, network, head, required };
      } catch (err) {
        this.deps.log.warn({ err, chainId }, 'deposit watcher: the node did not answer; retried at the next tick');
        continue;
      }
      const byTx = new Map<string, ClaimRow[]>();
      for (const claim of due.filter((c) => c.chain_id === chainId)) {
        byTx.set(claim.tx_hash, [...(byTx.get(claim.tx_hash) ?? []), claim]);
      }
      try {
        await this.checkClaims(ctx, batched, byTx, now, report);
      } catch (err) {
        this.deps.log.warn({ err, chainId }, 'deposit watcher: claim check failed; retried at the next tick');
      }
      try {
        await this.scan(ctx, report);
      } catch (err) {
        this.deps.log.warn({ err, chainId }, 'deposit watcher: block scan failed; retried at the next tick');
      }
    }
    return report;
  }

  private async reject(claim: ClaimRow, report: WatchReport, code: MessageKey, params?: MessageParams) {
    await this.deps.claims.reject(claim.id, code, params);
    report.rejected++;
  }

  /**
   * The receipts of the due claims' transactions, all asked at once through the batching client; each transaction
   * is then looked at on its own, and the claims without a receipt are put off together.
   */
  private async checkClaims(
    ctx: ChainContext,
    batched: PublicClient,
    byTx: ReadonlyMap<string, ClaimRow[]>,
    now: Date,
    report: WatchReport,
  ) {
    const hashes = [...byTx.keys()] as Hash[];
    const receipts = await receiptsOf(batched, hashes);
    const missing: ClaimRow[] = [];
    for (const [i, txHash] of hashes.entries()) {
      const claims = byTx.get(txHash) as ClaimRow[];
      report.checked += claims.length;
      const receipt = receipts[i];
      if (!receipt) {
        missing.push(...claims);
        continue;
      }
      try {
        await this.checkTransaction(ctx, txHash, claims, receipt, missing, report);
      } catch (err) {
        this.deps.log.warn(
          { err, chainId: ctx.chainId, txHash },
          'deposit watcher: claim check failed; retried at the next tick',
        );
      }
    }
    await this.missing(ctx, missing, now, report);
  }

  /** Receipt not (or no longer) there: wait, looking again later each time, and reject past the timeout. */
  private async missing(ctx: ChainContext, claims: ClaimRow[], now: Date, report: WatchReport) {
    report.missing += claims.length;
    const waiting: string[] = [];
    for (const claim of claims) {
      const since = claim.missing_since?.getTime();
      if (since !== undefined && now.getTime() - since > MISSING_TIMEOUT_MS) {
        await this.reject(claim, report, claim.block_number === null ? 'deposit.txNotFound' : 'deposit.reorged');
      } else {
        waiting.push(claim.id);
      }
    }
    await this.deps.claims.markMissing(waiting, now, ctx.required, MISSING_BACKOFF);
  }

  private async checkTransaction(
    ctx: ChainContext,
    txHash: Hash,
    claims: ClaimRow[],
    receipt: TransactionReceipt,
    missing: ClaimRow[],
    report: WatchReport,
  ) {
    const check = await receiptState(ctx.client, ctx.head, ctx.required, receipt);
    if (check.state === 'confirming') {
      for (const c of claims) {
        await this.deps.claims.markConfirming(c.id, check.confirmations, ctx.required, receipt.blockNumber);
      }
      return;
    }
    if (check.state === 'reorged') {
      // Reorganised after the receipt was read: where the transaction is now is decided at the next tick.
      const again = await receiptOf(ctx.client, txHash);
      if (!again) {
        missing.push(...claims);
        return;
      }
      const now = Math.min(confirmationsAt(ctx.head, again.blockNumber), ctx.required - 1);
      for (const c of claims) await this.deps.claims.markConfirming(c.id, now, ctx.required, again.blockNumber);
      return;
    }
    if (check.state === 'reverted') {
      for (const c of claims) await this.reject(c, report, 'deposit.reverted');
      return;
    }
    for (const claim of claims) await this.settle(ctx, claim, receipt, check.confirmations, report);
  }

  /**
   * A confirmed, canonical, successful transaction: its transfers to the claim's pool address are credited to
   * their wallets' owners. The claim is credited when some are the claimant's, else rejected.
   */
  private async settle(
    ctx: ChainContext,
    claim: ClaimRow,
    receipt: TransactionReceipt,
    confirmations: number,
    report: WatchReport,
  ) {
    const asset = depositAsset(ctx.network, claim.currency);
    const address = await this.deps.claims.depositAddress(claim.pool as AnyPool, ctx.chainId, claim.currency);
    const transfers = asset && address ? await transfersInReceipt(ctx.client, receipt, asset, new Set([address])) : [];
    if (!transfers.length) return this.reject(claim, report, 'deposit.noTransfer', { currency: claim.currency });
    const owners = await this.deps.claims.walletOwners(transfers.map((t) => t.from));
    let own = false;
    let fromClaimant = false;
    for (const [owner, list] of groupByOwner(transfers, owners)) {
      const credited = await this.credit(ctx, owner, claim.pool as AnyPool, claim.currency, list, confirmations);
      if (credited) report.credited++;
      if (owner === claim.user_id) {
        fromClaimant = true;
        own = credited;
      }
    }
    if (own) return;
    // Transfers from the claimant's wallet that another claim took first, or none from that wallet at all.
    await this.reject(claim, report, fromClaimant ? 'deposit.alreadyCredited' : 'deposit.senderNotProven');
  }

  private async credit(
    ctx: ChainContext,
    userId: string,
    pool: AnyPool,
    currency: string,
    transfers: ChainTransfer[],
    confirmations: number,
  ): Promise<boolean> {
    const first = transfers[0] as ChainTransfer;
    const result = await creditTransfers(this.deps.db, this.deps.ledger, this.deps.claims, {
      userId,
      pool,
      currency,
      chainId: ctx.chainId,
      txHash: first.txHash,
      blockNumber: first.blockNumber,
      confirmations,
      requiredConfirmations: ctx.required,
      transfers,
    });
    return result !== null;
  }

  /**
   * Confirmed blocks after the chain's cursor: transfers to any pool deposit address from a proven wallet that
   * the journal does not hold yet are credited to the wallet's owner, with a claim found by the watcher. The
   * others (no proven sender, or an address two pools share) are kept for an operator to assign (decision 73).
   */
  private async scan(ctx: ChainContext, report: WatchReport) {
    const confirmedHead = ctx.head - BigInt(ctx.required) + 1n;
    if (confirmedHead < 0n) return;
    const cursor = await this.deps.claims.cursor(ctx.chainId);
    const addresses = await this.deps.claims.depositAddresses(ctx.chainId);
    const recipients = new Map<string, Set<string>>();
    const pools = new Map<string, string[]>();
    for (const row of addresses) {
      recipients.set(row.currency, (recipients.get(row.currency) ?? new Set()).add(row.address));
      const key = `${row.currency}:${row.address}`;
      pools.set(key, [...(pools.get(key) ?? []), row.pool]);
    }
    const assets = [...recipients.keys()]
      .map((currency) => depositAsset(ctx.network, currency))
      .filter((a): a is DepositAsset => a !== null);
    const span = assets.some((a) => a.kind === 'native') ? NATIVE_SCAN_SPAN : LOG_SCAN_SPAN;
    // A cursor above the head means the chain started over (a dev chain whose state was deleted): begin again.
    const fromBlock =
      cursor === null || cursor > ctx.head ? max(0n, confirmedHead - FIRST_SCAN_WINDOW + 1n) : cursor + 1n;
    const toBlock = min(confirmedHead, fromBlock + span - 1n);
    if (toBlock < fromBlock) return;

    const found = assets.length ? await scanTransfers(ctx.client, { fromBlock, toBlock }, assets, recipients) : [];
    const done = await creditedTransfers(
      this.deps.db,
      ctx.chainId,
      found.map((t) => t.txHash),
    );
    const fresh = found.filter((t) => !done.has(`${t.txHash}:${t.logIndex}`));
    const owners = await this.deps.claims.walletOwners(fresh.map((t) => t.from));
    const groups = new Map<string, { owner: string; pool: AnyPool; transfers: ChainTransfer[] }>();
    const unmatched: ChainTransfer[] = [];
    for (const t of fresh) {
      const owner = owners.get(t.from);
      const candidates = pools.get(`${t.currency}:${t.to}`) ?? [];
      // An address two pools share is ambiguous: only the owner's claim can say which pool it was for.
      if (!owner || candidates.length !== 1) {
        unmatched.push(t);
        continue;
      }
      const pool = candidates[0] as AnyPool;
      const key = `${t.txHash}|${pool}|${t.currency}|${owner}`;
      const group = groups.get(key) ?? { owner, pool, transfers: [] };
      group.transfers.push(t);
      groups.set(key, group);
    }
    for (const g of groups.values()) {
      const first = g.transfers[0] as ChainTransfer;
      const confirmations = confirmationsAt(ctx.head, first.blockNumber);
      try {
        if (await this.credit(ctx, g.owner, g.pool, first.currency, g.transfers, confirmations)) report.credited++;
      } catch (err) {
        // A pool that cannot hold the currency is configuration to fix; the scan must not stall on it.
        if (!(err instanceof LedgerError)) throw err;
        this.deps.log.warn({ err, txHash: first.txHash, pool: g.pool }, 'deposit watcher: transfer not credited');
      }
    }
    await this.deps.claims.recordUnmatched(ctx.chainId, unmatched);
    await this.deps.claims.setCursor(ctx.chainId, toBlock);
  }
}

/** Blocks from the transaction's to the head, both counted: 1 as soon as it is mined. */
const confirmationsAt = (head: bigint, blockNumber: bigint): number =>
  head >= blockNumber ? Number(head - blockNumber + 1n) : 0;

/**
 * Where a mined transaction stands, checked in this order: short of the `required` confirmations, reorganised away
 * from the block its receipt names, reverted, or final. The watcher's check of a claim and an operator's assignment
 * (admin-deposits) both go through it, so neither credits what the other would not.
 */
export type ReceiptState =
  | { state: 'confirming'; confirmations: number }
  | { state: 'reorged' }
  | { state: 'reverted' }
  | { state: 'final'; confirmations: number };

export async function receiptState(
  client: PublicClient,
  head: bigint,
  required: number,
  receipt: TransactionReceipt,
): Promise<ReceiptState> {
  const confirmations = confirmationsAt(head, receipt.blockNumber);
  if (confirmations < required) return { state: 'confirming', confirmations };
  const block = await client.getBlock({ blockNumber: receipt.blockNumber });
  if (block.hash !== receipt.blockHash) return { state: 'reorged' };
  if (receipt.status !== 'success') return { state: 'reverted' };
  return { state: 'final', confirmations };
}

function groupByOwner(transfers: ChainTransfer[], owners: ReadonlyMap<string, string>) {
  const groups = new Map<string, ChainTransfer[]>();
  for (const t of transfers) {
    const owner = owners.get(t.from);
    if (owner) groups.set(owner, [...(groups.get(owner) ?? []), t]);
  }
  return groups;
}

const max = (a: bigint, b: bigint) => (a > b ? a : b);
const min = (a: bigint, b: bigint) => (a < b ? a : b);
