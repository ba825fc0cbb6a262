/**
 * A journal entry as the console shows it before its reversal is proposed (decision 76): its lines in token units,
 * and whether `LedgerService.reverse` would take it — the kind, an earlier reversal, and the balances it would move
 * back.
 */
import { type LedgerEntry, type LedgerLine, type ReversalBlock, TOKEN_DECIMALS, type TokenLabel } from '@yc/contract';
import { ENTRY_LINES_SHOWN } from '@yc/contract/admin-corrections';
import { fromBaseUnits } from '@yc/contract/amounts';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { isReversible, normalSign } from '../ledger/ledger.service.ts';

/** A user as the console names them: the login, else the e-mail, the wallet, the id. */
export const personName = (u: string) =>
  sql<string>`coalesce(${sql.ref(`${u}.login`)}, ${sql.ref(`${u}.email`)}, ${sql.ref(`${u}.meta_mask_address`)}, ${sql.ref(`${u}.id`)}::text)`;

/** Token units of an asset: a token, or a pool asset's shares `<pool>:<token>`, which count with the token's decimals. */
export function assetUnits(asset: string, units: bigint): string {
  const token = asset.slice(asset.indexOf(':') + 1) as TokenLabel;
  const decimals = TOKEN_DECIMALS[token];
  if (decimals === undefined) throw new Error(`unknown ledger asset ${asset}`);
  return fromBaseUnits(units, decimals);
}

/** Why the entry cannot be reversed now, or null when `reverse` would post it. */
export async function reversalBlock(
  db: Executor,
  entry: { id: string; kind: LedgerEntry['kind'] },
): Promise<{ block: ReversalBlock | null; reversedBy: string | null }> {
  const reversal = await db
    .selectFrom('journal_entries')
    .select('id')
    .where('kind', '=', 'reversal')
    .where('ref', '=', entry.id)
    .executeTakeFirst();
  if (reversal) return { block: 'reversed', reversedBy: reversal.id };
  if (!isReversible(entry.kind)) return { block: 'kind', reversedBy: null };
  // The same test `reverse` makes: every account but custody must still hold what the entry gave it.
  const short = await sql<{ id: string }>`
    select a.id from (
      select account_id, -sum(amount) as amount from journal_lines where entry_id = ${entry.id}::uuid group by account_id
    ) m join ledger_accounts a on a.id = m.account_id
    where a.kind <> 'pool_custody' and a.balance + ${normalSign(sql`a.kind`)} * m.amount < 0
    limit 1`.execute(db);
  return { block: short.rows.length ? 'balance' : null, reversedBy: null };
}

export async function ledgerEntryView(db: Executor, entryId: string): Promise<LedgerEntry | null> {
  const entry = await db
    .selectFrom('journal_entries as e')
    .leftJoin('users as u', 'u.id', 'e.user_id')
    .select([
      'e.id',
      'e.kind',
      'e.created_at',
      'e.user_id',
      personName('u').as('user_name'),
      'e.pool',
      'e.token',
      sql<string | null>`e.amount::text`.as('amount'),
      'e.memo',
      'e.ref',
    ])
    .where('e.id', '=', entryId)
    .executeTakeFirst();
  if (!entry) return null;
  const [lines, count, reversal] = await Promise.all([
    db
      .selectFrom('journal_lines as l')
      .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .select([
        'a.kind',
        'a.user_id',
        personName('u').as('user_name'),
        'a.pool',
        'l.asset',
        sql<string>`l.amount::text`.as('amount'),
      ])
      .where('l.entry_id', '=', entryId)
      .orderBy('l.id')
      .limit(ENTRY_LINES_SHOWN)
      .execute(),
    db
      .selectFrom('journal_lines')
      .select(sql<string>`count(*)::text`.as('n'))
      .where('entry_id', '=', entryId)
      .executeTakeFirstOrThrow(),
    reversalBlock(db, entry),
  ]);
  return {
    id: entry.id,
    kind: entry.kind,
    createdAt: entry.created_at.toISOString(),
    user: entry.user_id ? { id: entry.user_id, login: entry.user_name } : null,
    pool: entry.pool,
    token: entry.token,
    amount: entry.amount !== null && entry.token ? assetUnits(entry.token, BigInt(entry.amount)) : null,
    memo: entry.memo,
    ref: entry.ref,
    lines: lines.map((l): LedgerLine => {
      const units = BigInt(l.amount);
      return {
        accountKind: l.kind,
        user: l.user_id ? { id: l.user_id, login: l.user_name } : null,
        pool: l.pool,
        asset: l.asset,
        side: units > 0n ? 'debit' : 'credit',
        amount: assetUnits(l.asset, units < 0n ? -units : units),
      };
    }),
    lineCount: Number(count.n),
    reversible: reversal.block === null,
    blockedBy: reversal.block,
    reversedBy: reversal.reversedBy,
  };
}
