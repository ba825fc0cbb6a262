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
import { FEES, Model, RATE } from './helpers/ledger-model.ts';
import { createTestApp, engine, type TestApp } from './helpers/test-app.ts';

const POOL = 'coin';
const TOKEN = 'ETH';

type Op =
  | { op: 'deposit'; user: number; amount: bigint }
  | { op: 'hold'; user: number; amount: bigint }
  | { op: 'settle'; pick: number }
  | { op: 'void'; pick: number }
  | { op: 'fees'; deposit: number; withdrawal: number }
  | { op: 'accrue' };

const amount = fc.oneof(
  fc.bigInt({ min: 1n, max: 1000n }),
  fc.bigInt({ min: 1n, max: 10n ** 21n }),
  fc.constantFrom(10n ** 18n, 5n * 10n ** 17n),
);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), user: fc.nat(2), amount }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('hold' as const), user: fc.nat(2), amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat(10) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('void' as const), pick: fc.nat(10) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('fees' as const), deposit: fc.nat(3), withdrawal: fc.nat(3) }) },
  { weight: 2, arbitrary: fc.constant({ op: 'accrue' as const }) },
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
        const state = await ledger.lockPoolAsset(t.app.db, POOL, TOKEN);
        const m = new Model(
          state.totalShares,
          state.pricePerShare,
          state.liability,
          await bal('pool_custody'),
          await bal('fees'),
          await bal('rounding'),
        );
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
            const d = FEES[op.deposit] as keyof typeof RATE;
            const w = FEES[op.withdrawal] as keyof typeof RATE;
            await setFees(t.app.db, POOL, d, w);
            m.depositFee = RATE[d];
            m.withdrawalFee = RATE[w];
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
