/** Ledger test helpers: bare users, transfer ids, and the invariants every ledger test ends with. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { AnyPool } from '@yc/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { checkLedger } from '../../src/modules/ledger/invariants.ts';
import type { LedgerService } from '../../src/modules/ledger/ledger.service.ts';
import { SINCE_EVER } from '../../src/modules/pools/pool-settings.ts';

let n = 0;

/** An investor row without the sign-up flow (the ledger needs only the id). */
export async function bareUser(db: Db): Promise<string> {
  const row = await db
    .insertInto('users')
    .values({ login: `ledger.${process.pid}.${Date.now()}.${n++}@example.com`, role: 'investor' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const txHashOf = () => `0x${randomBytes(32).toString('hex')}`;

/** A deposit credit's transfer fields with fresh ids. */
export const transfer = (chainId = 31337) => ({
  chainId,
  txHash: txHashOf(),
  logIndex: 0,
  idempotencyKey: `test:${randomUUID()}`,
});

export async function expectLedgerSound(db: Db): Promise<void> {
  expect(await checkLedger(db)).toEqual([]);
}

/** The pool's fees and, given one, its APY in force on every day (its whole history, decision 79). */
export async function setFees(db: Db, pool: string, deposit: string, withdrawal: string, apy?: string) {
  await db
    .updateTable('pools')
    .set({ deposit_fee: deposit, withdrawal_fee: withdrawal })
    .where('name', '=', pool)
    .execute();
  if (apy !== undefined) await setApy(db, pool, apy);
}

/** The pool's APY on every day: its history is one change, in force since ever (as migration 026 seeds it). */
export async function setApy(db: Db, pool: string, apy: string) {
  await db.deleteFrom('pool_apy').where('pool', '=', pool).execute();
  await db.insertInto('pool_apy').values({ pool, effective_from: SINCE_EVER, apy }).execute();
}

/** The token's usd price, as the operator sets it, `ageSeconds` old. */
export async function setPrice(db: Db, token: string, price: string, ageSeconds = 0) {
  const updatedAt = sql<Date>`now() - make_interval(secs => ${ageSeconds})`;
  await db
    .insertInto('prices')
    .values({ token, fiat: 'usd', price, source: 'operator', updated_at: updatedAt })
    .onConflict((oc) => oc.columns(['token', 'fiat']).doUpdateSet({ price, updated_at: updatedAt }))
    .execute();
}

/** Holds a withdrawal of `amount` base units, then settles it, voids it as rejected, or leaves it pending. */
export async function withdrawal(
  ledger: LedgerService,
  input: { userId: string; pool: AnyPool; token: string; amount: bigint },
  close: 'settle' | 'void' | null,
) {
  const withdrawalId = randomUUID();
  await ledger.holdWithdrawal({ ...input, withdrawalId, idempotencyKey: `w:${withdrawalId}` });
  if (close === 'settle') await ledger.settleWithdrawal({ withdrawalId });
  if (close === 'void') await ledger.voidWithdrawal({ withdrawalId, reason: 'rejected' });
  return withdrawalId;
}
