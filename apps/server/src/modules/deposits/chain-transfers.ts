/**
 * What the chain says about deposits: the transfers a receipt (or a block range) makes to the pools' deposit
 * addresses, in an allow-listed token or the network's native currency, with amounts in ledger units.
 */
import type { NetworkInfo, TokenLabel } from '@yc/contract';
import { rescaleUnits } from '@yc/contract/amounts';
import { TOKEN_DECIMALS } from '@yc/contract/pools';
import {
  type Hash,
  type PublicClient,
  parseAbiItem,
  parseEventLogs,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
} from 'viem';

export const TRANSFER_EVENT = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

/**
 * The journal's log index of a native-currency payment (the transaction's own value). Real log indices count the
 * logs of a block, which can never reach 2^31 − 1 (each log costs at least 375 gas), so this key space is the
 * native payment's alone and a transaction paying both ways keeps one journal key per payment.
 */
export const NATIVE_LOG_INDEX = 2_147_483_647;

export type DepositAsset =
  | { kind: 'native'; currency: string; decimals: number }
  | { kind: 'erc20'; currency: string; decimals: number; address: string };

export interface ChainTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  /** Lower case. */
  from: string;
  to: string;
  currency: string;
  /** Ledger base units of the currency (TOKEN_DECIMALS), converted from the chain's when they differ. */
  amount: bigint;
}

/** How `currency` is paid on a network: its native currency, or the allow-listed token of that symbol. */
export function depositAsset(network: NetworkInfo, currency: string): DepositAsset | null {
  if (network.nativeCurrency.symbol === currency) {
    return { kind: 'native', currency, decimals: network.nativeCurrency.decimals };
  }
  const token = network.tokens.find((t) => t.symbol === currency);
  return token ? { kind: 'erc20', currency, decimals: token.decimals, address: token.address.toLowerCase() } : null;
}

/** Chain units → ledger units; digits below the ledger's precision are dropped (the platform keeps that dust). */
export function toLedgerUnits(value: bigint, chainDecimals: number, currency: string): bigint {
  return rescaleUnits(value, chainDecimals, TOKEN_DECIMALS[currency as TokenLabel]);
}

/** The receipt, or null when the node does not know the transaction (not mined yet, or reorganised away). */
export async function receiptOf(client: PublicClient, hash: Hash): Promise<TransactionReceipt | null> {
  try {
    return await client.getTransactionReceipt({ hash });
  } catch (err) {
    if (err instanceof TransactionReceiptNotFoundError) return null;
    throw err;
  }
}

/**
 * The receipts of many transactions, in order (null where unknown); through a batching client the calls go out as
 * JSON-RPC batches, so a long list costs a few requests to the node rather than one each.
 */
export function receiptsOf(client: PublicClient, hashes: readonly Hash[]): Promise<(TransactionReceipt | null)[]> {
  return Promise.all(hashes.map((hash) => receiptOf(client, hash)));
}

/**
 * The successful receipt's payments of `asset` to one of `recipients`: the token's own Transfer logs (a log from
 * any other contract is ignored), or the transaction's value when it was sent straight to a recipient.
 */
export async function transfersInReceipt(
  client: PublicClient,
  receipt: TransactionReceipt,
  asset: DepositAsset,
  recipients: ReadonlySet<string>,
): Promise<ChainTransfer[]> {
  const txHash = receipt.transactionHash.toLowerCase();
  if (asset.kind === 'native') {
    const to = receipt.to?.toLowerCase();
    if (!to || !recipients.has(to)) return [];
    const tx = await client.getTransaction({ hash: receipt.transactionHash });
    const amount = toLedgerUnits(tx.value, asset.decimals, asset.currency);
    if (amount <= 0n) return [];
    return [
      {
        txHash,
        logIndex: NATIVE_LOG_INDEX,
        blockNumber: receipt.blockNumber,
        from: tx.from.toLowerCase(),
        to,
        currency: asset.currency,
        amount,
      },
    ];
  }
  const logs = parseEventLogs({ abi: [TRANSFER_EVENT], logs: receipt.logs, eventName: 'Transfer' });
  return logs.flatMap((log) => {
    const to = log.args.to.toLowerCase();
    if (log.address.toLowerCase() !== asset.address || !recipients.has(to)) return [];
    const amount = toLedgerUnits(log.args.value, asset.decimals, asset.currency);
    if (amount <= 0n) return [];
    return [
      {
        txHash,
        logIndex: log.logIndex,
        blockNumber: receipt.blockNumber,
        from: log.args.from.toLowerCase(),
        to,
        currency: asset.currency,
        amount,
      },
    ];
  });
}

/** Blocks whose transactions are read at once while scanning for native payments. */
const BLOCK_BATCH = 10;

/**
 * Payments to `recipients` (per currency) in blocks from..to: one eth_getLogs for every token (address and `to`
 * topic filters), and for the native currency the blocks' transactions sent straight to a recipient.
 */
export async function scanTransfers(
  client: PublicClient,
  range: { fromBlock: bigint; toBlock: bigint },
  assets: DepositAsset[],
  recipients: ReadonlyMap<string, ReadonlySet<string>>,
): Promise<ChainTransfer[]> {
  const found: ChainTransfer[] = [];
  const tokens = assets.filter((a): a is Extract<DepositAsset, { kind: 'erc20' }> => a.kind === 'erc20');
  const allRecipients = [...new Set(tokens.flatMap((t) => [...(recipients.get(t.currency) ?? [])]))];
  if (tokens.length && allRecipients.length) {
    const logs = await client.getLogs({
      address: tokens.map((t) => t.address as `0x${string}`),
      event: TRANSFER_EVENT,
      args: { to: allRecipients as `0x${string}`[] },
      strict: true,
      ...range,
    });
    for (const log of logs) {
      const token = tokens.find((t) => t.address === log.address.toLowerCase());
      const to = log.args.to.toLowerCase();
      if (!token || !recipients.get(token.currency)?.has(to)) continue;
      const amount = toLedgerUnits(log.args.value, token.decimals, token.currency);
      if (amount <= 0n) continue;
      found.push({
        txHash: log.transactionHash.toLowerCase(),
        logIndex: log.logIndex,
        blockNumber: log.blockNumber,
        from: log.args.from.toLowerCase(),
        to,
        currency: token.currency,
        amount,
      });
    }
  }
  const native = assets.find((a) => a.kind === 'native');
  const nativeRecipients = native && recipients.get(native.currency);
  if (native && nativeRecipients?.size) {
    for (let start = range.fromBlock; start <= range.toBlock; start += BigInt(BLOCK_BATCH)) {
      const numbers = [];
      for (let n = start; n <= range.toBlock && n < start + BigInt(BLOCK_BATCH); n++) numbers.push(n);
      const blocks = await Promise.all(
        numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
      );
      const paying = blocks.flatMap((b) =>
        b.transactions.filter((tx) => tx.to && nativeRecipients.has(tx.to.toLowerCase()) && tx.value > 0n),
      );
      // A payment to a contract address can fail: only successful ones count.
      const receipts = await Promise.all(paying.map((tx) => client.getTransactionReceipt({ hash: tx.hash })));
      paying.forEach((tx, i) => {
        const amount = toLedgerUnits(tx.value, native.decimals, native.currency);
        if (receipts[i]?.status !== 'success' || amount <= 0n) return;
        found.push({
          txHash: tx.hash.toLowerCase(),
          logIndex: NATIVE_LOG_INDEX,
          blockNumber: tx.blockNumber,
          from: tx.from.toLowerCase(),
          to: (tx.to as string).toLowerCase(),
          currency: native.currency,
          amount,
        });
      });
    }
  }
  return found;
}
