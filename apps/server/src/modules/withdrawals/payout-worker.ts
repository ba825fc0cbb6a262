/**
 * The payout worker (decision 31). For each approved withdrawal it signs the transfer from the pool's hot wallet,
 * STORES the signed transaction (status sent) and only then broadcasts it; a stored transaction is only ever sent
 * again byte for byte, never signed anew, so a crash anywhere pays at most once. A sent withdrawal settles in the
 * ledger once its receipt is canonical and deep enough, is voided when it reverted, or when it left the chain and
 * another transaction took its nonce; otherwise the same transaction is broadcast again.
 */
import type { AnyPool, DepositCurrency } from '@yc/contract';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import type { FastifyBaseLogger } from 'fastify';
import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';
import type { Config } from '../../config.ts';
import { type Db, type Engine, runExclusive, withTransaction } from '../../db/database.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import type { ChainService } from '../chain/chain-service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { hotWalletAccount, hotWalletKey, payoutAsset, toChainUnits } from './hot-wallets.ts';
import type { WithdrawalRow, WithdrawalsRepository } from './withdrawals.repository.ts';

/** pg advisory lock key of the payout worker (an arbitrary constant: "yc payouts"). */
export const PAYOUT_LOCK_KEY = 7_920_411_005;

/** Between passes: anvil mines at once; a real network's blocks come every few seconds at best. */
export const PAYOUT_INTERVAL_MS = { devChain: 2_000, network: 15_000 } as const;

/** Hands a signed transaction to the network (eth_sendRawTransaction); tests replace it to simulate a crash. */
export type Broadcast = (client: PublicClient, signedTx: Hex) => Promise<unknown>;

const sendRaw: Broadcast = (client, signedTx) => client.sendRawTransaction({ serializedTransaction: signedTx });

/** The node already has it (pool or chain): nothing is lost, the receipt decides. */
const ALREADY_SENT = /already known|known transaction|nonce too low|already imported/i;

export interface PayoutReport {
  /** False when another instance held the lock, so this one did nothing. */
  ran: boolean;
  sent: number;
  rebroadcast: number;
  confirmed: number;
  failed: number;
}

export interface PayoutWorkerDeps {
  db: Db;
  engine: Engine;
  ledger: LedgerService;
  chain: ChainService;
  config: Config;
  repo: WithdrawalsRepository;
  log: FastifyBaseLogger;
  broadcast?: Broadcast;
  /** Between scheduled passes (the network's by default). */
  intervalMs?: number;
}

/** A viem error's one-line summary: its full message may quote the node's URL, which can carry an API key. */
export const describeError = (err: unknown) => (err instanceof BaseError ? err.shortMessage : (err as Error).message);

function revertOf(err: unknown): BaseError | null {
  if (!(err instanceof BaseError)) return null;
  const found = err.walk((e) => e instanceof ExecutionRevertedError || e instanceof ContractFunctionRevertedError);
  return found instanceof BaseError ? found : null;
}

export class PayoutWorker {
  /** Scheduled by the withdrawals plugin when the chain workers are on; `tick()` runs a pass on request. */
  readonly job: PeriodicJob<PayoutReport>;
  readonly #broadcast: Broadcast;

  constructor(private readonly deps: PayoutWorkerDeps) {
    this.#broadcast = deps.broadcast ?? sendRaw;
    this.job = new PeriodicJob({
      name: 'payout-worker',
      run: () => this.locked(),
      every: deps.intervalMs ?? PAYOUT_INTERVAL_MS.network,
      log: deps.log,
      describeError,
      acted: (r) => r.ran,
    });
  }

  /** One pass over the withdrawals in flight, the job's way: during a pass, the pass after it. */
  tick(): Promise<PayoutReport> {
    return this.job.tick();
  }

  /** On PostgreSQL only the holder of the advisory lock acts, so two instances never sign for one wallet. */
  private async locked(): Promise<PayoutReport> {
    const result = await runExclusive(this.deps.db, this.deps.engine, PAYOUT_LOCK_KEY, () => this.run());
    return result.ran ? result.value : { ran: false, sent: 0, rebroadcast: 0, confirmed: 0, failed: 0 };
  }

  private async run(): Promise<PayoutReport> {
    const report: PayoutReport = { ran: true, sent: 0, rebroadcast: 0, confirmed: 0, failed: 0 };
    // Oldest first: a stored transaction goes out again before a later nonce of the same wallet is signed.
    for (const w of await this.deps.repo.inFlight()) {
      try {
        if (w.status === 'approved') await this.send(w, report);
        else await this.follow(w, report);
      } catch (err) {
        this.deps.log.warn(
          { withdrawalId: w.id, error: describeError(err) },
          'payout step failed; retried on the next tick',
        );
      }
    }
    return report;
  }

  private async send(w: WithdrawalRow, report: PayoutReport): Promise<void> {
    const { chain, config, repo } = this.deps;
    const client = chain.client(w.chain_id);
    const key = hotWalletKey(config, chain, w.pool as AnyPool, w.chain_id);
    const asset = payoutAsset(chain.network(w.chain_id), w.currency);
    if (!client || !key || !asset) {
      this.deps.log.error({ withdrawalId: w.id, chainId: w.chain_id }, 'no hot wallet key, node or asset for a payout');
      return;
    }
    const account = hotWalletAccount(key, w.pool as AnyPool);
    const decimals = TOKEN_DECIMALS[w.currency as DepositCurrency];
    const net = toChainUnits(BigInt(w.amount) - BigInt(w.fee), decimals, asset.decimals);
    const to = getAddress(w.destination);
    const call =
      asset.kind === 'native'
        ? { to, value: net }
        : {
            to: asset.address,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, net] }),
            value: 0n,
          };
    let gas: bigint;
    try {
      gas = await client.estimateGas({ account: account.address, ...call });
    } catch (err) {
      const revert = revertOf(err);
      // A transfer that would revert (the hot wallet lacks the tokens, say) is not sent: the hold returns now.
      if (!revert) throw err;
      await this.fail(w, 'approved', `The payout would revert: ${revert.shortMessage}`);
      report.failed++;
      return;
    }
    const fees = await client.estimateFeesPerGas();
    const from = account.address.toLowerCase();
    const pending = BigInt(await client.getTransactionCount({ address: account.address, blockTag: 'pending' }));
    // Stored transactions not yet in the node's pool (a crash before broadcasting) still own their nonces.
    const stored = await repo.nextStoredNonce(w.chain_id, from);
    const nonce = pending > stored ? pending : stored;
    const signedTx = await account.signTransaction({
      ...call,
      type: 'eip1559',
      chainId: w.chain_id,
      nonce: Number(nonce),
      // Headroom: state may change between the estimate and the block.
      gas: (gas * 6n) / 5n,
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    });
    const row = await repo.storeSigned(w.id, { hotWallet: from, nonce, signedTx, txHash: keccak256(signedTx) });
    if (!row) return;
    report.sent++;
    this.deps.log.info({ withdrawalId: w.id, txHash: row.tx_hash, nonce: row.nonce }, 'payout signed and stored');
    await this.broadcast(client, row);
  }

  private async follow(w: WithdrawalRow, report: PayoutReport): Promise<void> {
    const client = this.deps.chain.client(w.chain_id);
    if (!client || !w.tx_hash || !w.hot_wallet || w.nonce === null) {
      this.deps.log.error({ withdrawalId: w.id, chainId: w.chain_id }, 'no node to follow a sent payout');
      return;
    }
    const required = this.deps.chain.confirmations(w.chain_id);
    // viem caches the block number for a polling interval: a pass right after the previous one needs today's.
    const head = await client.getBlockNumber({ cacheTime: 0 });
    const deep = head - BigInt(required - 1);
    // Read before the receipt: a nonce used at that depth while our receipt is missing means ours can never land.
    const usedNonces = await client.getTransactionCount({
      address: getAddress(w.hot_wallet),
      blockNumber: deep < 0n ? 0n : deep,
    });
    const receipt = await this.receipt(client, w.tx_hash as Hex);
    if (receipt && (await this.canonical(client, receipt))) {
      // A block mined between the head read and the receipt: count from the head now, not as unconfirmed.
      const tip = receipt.blockNumber > head ? await client.getBlockNumber({ cacheTime: 0 }) : head;
      const confirmations = tip >= receipt.blockNumber ? Number(tip - receipt.blockNumber + 1n) : 0;
      if (confirmations < required) {
        await this.deps.repo.setConfirmations(w.id, confirmations);
      } else if (receipt.status === 'success') {
        await this.settle(w, confirmations);
        report.confirmed++;
      } else {
        await this.fail(w, 'sent', 'The payout transaction reverted on the chain', confirmations);
        report.failed++;
      }
      return;
    }
    if (BigInt(usedNonces) > BigInt(w.nonce)) {
      await this.fail(w, 'sent', 'The payout transaction left the chain and another transaction took its nonce');
      report.failed++;
      return;
    }
    await this.broadcast(client, w);
    report.rebroadcast++;
  }

  private async broadcast(client: PublicClient, w: WithdrawalRow): Promise<void> {
    try {
      await this.#broadcast(client, w.signed_tx as Hex);
    } catch (err) {
      if (!ALREADY_SENT.test(describeError(err)) && !ALREADY_SENT.test(String((err as BaseError).details ?? ''))) {
        this.deps.log.warn(
          { withdrawalId: w.id, txHash: w.tx_hash, error: describeError(err) },
          'payout broadcast failed; the same transaction is sent again on the next tick',
        );
        return;
      }
    }
    await this.deps.repo.markBroadcast(w.id);
  }

  private async receipt(client: PublicClient, hash: Hex): Promise<TransactionReceipt | null> {
    try {
      return await client.getTransactionReceipt({ hash });
    } catch (err) {
      if (err instanceof TransactionReceiptNotFoundError) return null;
      throw err;
    }
  }

  /** The receipt's block is still the chain's block at that height (not an orphan a lagging node reports). */
  private async canonical(client: PublicClient, receipt: TransactionReceipt): Promise<boolean> {
    const block = await client.getBlock({ blockNumber: receipt.blockNumber });
    return block.hash === receipt.blockHash;
  }

  private async settle(w: WithdrawalRow, confirmations: number): Promise<void> {
    await withTransaction(this.deps.db, async (tx) => {
      const row = await this.deps.repo.transition(tx, w.id, 'sent', 'confirmed', { confirmations });
      if (row) await this.deps.ledger.settleWithdrawal({ withdrawalId: w.id, memo: w.tx_hash ?? undefined }, tx);
    });
    this.deps.log.info({ withdrawalId: w.id, txHash: w.tx_hash }, 'payout confirmed');
  }

  private async fail(w: WithdrawalRow, from: 'approved' | 'sent', reason: string, confirmations?: number) {
    await withTransaction(this.deps.db, async (tx) => {
      const changes = confirmations === undefined ? { reason } : { reason, confirmations };
      const row = await this.deps.repo.transition(tx, w.id, from, 'failed', changes);
      if (row) await this.deps.ledger.voidWithdrawal({ withdrawalId: w.id, reason: 'payout_failed' }, tx);
    });
    this.deps.log.warn({ withdrawalId: w.id, txHash: w.tx_hash, reason }, 'payout failed; the hold is voided');
  }
}
