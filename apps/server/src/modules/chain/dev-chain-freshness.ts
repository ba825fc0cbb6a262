/**
 * Whether the dev chain, as loaded from its state file, is older than what the ledger recorded from it. anvil
 * dumps its state every second and when the server dies (anvil.ts), so this only happens when anvil itself was
 * killed or the machine stopped; then deposits and payouts the ledger holds are missing from the chain, and the
 * server says so loudly at start rather than serve figures the chain contradicts (docs/decisions.md).
 */
import { createPublicClient, type Hash, http } from 'viem';
import type { Db } from '../../db/database.ts';

export async function devChainBehindLedger(db: Db, rpcUrl: string, chainId: number): Promise<string | null> {
  const client = createPublicClient({ transport: http(rpcUrl) });
  const height = await client.getBlockNumber();
  const cursor = await db
    .selectFrom('deposit_scan_cursors')
    .select('last_block')
    .where('chain_id', '=', chainId)
    .executeTakeFirst();
  const credited = await db
    .selectFrom('deposit_claims')
    .select(['tx_hash', 'block_number'])
    .where('chain_id', '=', chainId)
    .where('status', '=', 'credited')
    .orderBy('credited_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const paid = await db
    .selectFrom('withdrawals')
    .select('tx_hash')
    .where('chain_id', '=', chainId)
    .where('status', '=', 'confirmed')
    .orderBy('updated_at', 'desc')
    .limit(1)
    .executeTakeFirst();

  const problems: string[] = [];
  const seen = [cursor?.last_block, credited?.block_number].reduce<bigint>(
    (a, b) => (b && BigInt(b) > a ? BigInt(b) : a),
    0n,
  );
  if (seen > height) problems.push(`the ledger has seen block ${seen} but the chain is at block ${height}`);
  for (const hash of [credited?.tx_hash, paid?.tx_hash]) {
    if (!hash) continue;
    const receipt = await client.getTransactionReceipt({ hash: hash as Hash }).catch(() => null);
    if (!receipt) problems.push(`transaction ${hash}, which the ledger recorded, is not on the chain`);
  }
  return problems.length ? problems.join('; ') : null;
}
