/**
 * Property-based model test (decision 28): random sequences of deposit credits, withdrawal holds, settlements,
 * voids, fee changes and daily accruals against the ledger and an in-memory bigint model. They agree after every step, no
 * balance goes negative, and the ledger invariants hold at the end of every run.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '@yc/contract/days';
import { dailyFactor } from '@yc/contract/fixed-point';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerError, LedgerService } from '../src/modules/ledger/ledger.service.ts';
import { bareUser, expectLedgerSound, setFees, transfer } from './helpers/ledger.ts';
import { applyFees, modelOf, modelOps } from './helpers/ledger-model.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const POOL = 'coin';
const TOKEN = 'ETH';

const opArb = modelOps(
  fc.oneof(
    fc.bigInt({ min: 1n, max: 1000n }),
    fc.bigInt({ min: 1n, max: 10n ** 21n }),
    fc.constantFrom(10n ** 18n, 5n * 10n ** 17n),
  ),
);

const APY = '11.2';
const FACTOR = dailyFactor(APY);

describe(`ledger against a model on ${engine}`, () => {
  let t: TestApp;
  let ledger: LedgerService;
  beforeAll(async () => {
    t = await createTestApp();
    ledger = new LedgerService(t.app.db);
  });
  afterAll(() => t.close());

  let day = '';
  const bal = (kind: 'pool_custody' | 'fees' | 'rounding' | 'pool_liability' | 'yield_expense', asset = TOKEN) =>
    ledger.balance({ kind, pool: POOL, asset });

  it('agrees with the model on random sequences; nothing goes negative', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        await setFees(t.app.db, POOL, '0', '0', APY);
        const users = [await bareUser(t.app.db), await bareUser(t.app.db), await bareUser(t.app.db)];
        if (day === '') {
          day = '2040-01-01';
          await t.app.accrual.accrueThrough(day);
        }
        const m = await modelOf(t.app.db, ledger, POOL, TOKEN);
        m.yieldExpense = await bal('yield_expense');
        for (const op of ops) {
          if (op.op === 'deposit') {
            await ledger.creditDeposit({
              userId: users[op.user] as string,
              pool: POOL,
              token: TOKEN,
              amount: op.amount,
              ...transfer(),
            });
            m.deposit(op.user, op.amount);
          } else if (op.op === 'hold') {
            const id = randomUUID();
            const expected = m.hold(op.user, op.amount, id);
            const result = await ledger
              .holdWithdrawal({
                userId: users[op.user] as string,
                pool: POOL,
                token: TOKEN,
                amount: op.amount,
                withdrawalId: id,
                idempotencyKey: `model:${id}`,
              })
              .then(
                () => null,
                (e: unknown) => (e instanceof LedgerError ? e.code : String(e)),
              );
            expect(result).toBe(expected);
          } else if (op.op === 'settle' || op.op === 'void') {
            if (!m.open.length) continue;
            const i = op.pick % m.open.length;
            const h = m.open[i] as { id: string };
            if (op.op === 'settle') {
              await ledger.settleWithdrawal({ withdrawalId: h.id });
              m.settle(i);
            } else {
              await ledger.voidWithdrawal({ withdrawalId: h.id });
              m.void(i);
            }
          } else if (op.op === 'accrue') {
            day = addDays(day, 1);
            await t.app.accrual.accrueThrough(day);
            m.accrue(FACTOR);
          } else {
            await applyFees(t.app.db, m, POOL, op);
          }
          for (const [i, u] of users.entries()) {
            const p = await ledger.position(u, POOL, TOKEN);
            expect(p.shares).toBe(m.shares[i]);
            expect(p.shares >= 0n).toBe(true);
            expect(await ledger.balance({ kind: 'user_hold', userId: u, pool: POOL, asset: TOKEN })).toBe(m.holds[i]);
          }
          expect(await bal('pool_liability')).toBe(m.L);
          expect(await bal('fees')).toBe(m.fees);
          expect(await bal('rounding')).toBe(m.rounding);
          expect(await bal('pool_custody')).toBe(m.custody);
          expect(await bal('yield_expense')).toBe(m.yieldExpense);
        }
        await expectLedgerSound(t.app.db);
      }),
      { numRuns: 30 },
    );
  }, 240_000);
});
