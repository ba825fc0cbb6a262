/**
 * The ledger's rules for one pool asset written plainly over bigints (decision 28): what the property-based tests
 * compare the ledger and the API with.
 */
import { RAY } from '@yc/contract/fixed-point';
import fc from 'fast-check';
import type { Db } from '../../src/db/database.ts';
import type { LedgerService } from '../../src/modules/ledger/ledger.service.ts';
import { setFees } from './ledger.ts';

export const FEES = ['0', '0.1', '0.25', '1.5'] as const;
/** Each fee of FEES as a RAY-scaled fraction. */
export const RATE = { '0': 0n, '0.1': RAY / 1000n, '0.25': RAY / 400n, '1.5': (RAY * 15n) / 1000n } as const;

/** The model: the same rules, written plainly. */
export class Model {
  shares = [0n, 0n, 0n];
  holds = [0n, 0n, 0n];
  open: { id: string; user: number; amount: bigint; fee: bigint }[] = [];
  depositFee = 0n; // in RAY of a fraction
  withdrawalFee = 0n;
  /** The withdrawal API (not the ledger) refuses a withdrawal whose fee leaves nothing to pay out. */
  refuseZeroPayout = false;
  constructor(
    public S: bigint,
    public P: bigint,
    public L: bigint,
    public custody: bigint,
    public fees: bigint,
    public rounding: bigint,
  ) {}
  fee(amount: bigint, rate: bigint) {
    const f = (amount * rate + RAY - 1n) / RAY;
    return f > amount ? amount : f;
  }
  mint(user: number, net: bigint) {
    const s = (net * RAY) / this.P;
    const dL = ((this.S + s) * this.P) / RAY - (this.S * this.P) / RAY;
    this.S += s;
    this.shares[user] = (this.shares[user] as bigint) + s;
    this.L += dL;
    this.rounding += net - dL;
  }
  deposit(user: number, amount: bigint) {
    const fee = this.fee(amount, this.depositFee);
    this.custody += amount;
    this.fees += fee;
    this.mint(user, amount - fee);
  }
  /** The expected error code, or null when it succeeds. */
  hold(user: number, amount: bigint, id: string): string | null {
    const mine = this.shares[user] as bigint;
    if (mine === 0n) return 'not_replenished';
    const s = (amount * RAY + this.P - 1n) / this.P;
    if (s > mine) return 'insufficient';
    if (this.refuseZeroPayout && amount === this.fee(amount, this.withdrawalFee)) return 'zero_payout';
    const dL = (this.S * this.P) / RAY - ((this.S - s) * this.P) / RAY;
    this.S -= s;
    this.shares[user] = mine - s;
    this.L -= dL;
    this.rounding += dL - amount;
    this.holds[user] = (this.holds[user] as bigint) + amount;
    this.open.push({ id, user, amount, fee: this.fee(amount, this.withdrawalFee) });
    return null;
  }
  accrue(factor: bigint) {
    const next = (this.P * factor) / RAY;
    const y = (this.S * next) / RAY - (this.S * this.P) / RAY;
    this.P = next;
    this.L += y;
    this.yieldExpense += y;
  }
  yieldExpense = 0n;
  settle(i: number) {
    const [h] = this.open.splice(i, 1);
    if (!h) return;
    this.holds[h.user] = (this.holds[h.user] as bigint) - h.amount;
    this.custody -= h.amount - h.fee;
    this.fees += h.fee;
  }
  void(i: number) {
    const [h] = this.open.splice(i, 1);
    if (!h) return;
    this.holds[h.user] = (this.holds[h.user] as bigint) - h.amount;
    this.mint(h.user, h.amount);
  }
}

/** One step of a model test: through the ledger, or through the API (hold = withdraw, settle = approve, void = reject). */
export type ModelOp =
  | { op: 'deposit'; user: number; amount: bigint }
  | { op: 'hold'; user: number; amount: bigint }
  | { op: 'settle'; pick: number }
  | { op: 'void'; pick: number }
  | { op: 'fees'; deposit: number; withdrawal: number }
  | { op: 'accrue' };

/** Random steps for three users, with deposit and withdrawal amounts drawn from `amount`. */
export const modelOps = (amount: fc.Arbitrary<bigint>): fc.Arbitrary<ModelOp> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ op: fc.constant('deposit' as const), user: fc.nat(2), amount }) },
    { weight: 4, arbitrary: fc.record({ op: fc.constant('hold' as const), user: fc.nat(2), amount }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('settle' as const), pick: fc.nat(10) }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('void' as const), pick: fc.nat(10) }) },
    {
      weight: 1,
      arbitrary: fc.record({ op: fc.constant('fees' as const), deposit: fc.nat(3), withdrawal: fc.nat(3) }),
    },
    { weight: 2, arbitrary: fc.constant({ op: 'accrue' as const }) },
  );

/** A model of the pool asset as the ledger holds it now. */
export async function modelOf(db: Db, ledger: LedgerService, pool: string, token: string): Promise<Model> {
  const state = await ledger.lockPoolAsset(db, pool, token);
  const bal = (kind: 'pool_custody' | 'fees' | 'rounding') => ledger.balance({ kind, pool, asset: token }, db);
  return new Model(
    state.totalShares,
    state.pricePerShare,
    state.liability,
    await bal('pool_custody'),
    await bal('fees'),
    await bal('rounding'),
  );
}

/** Sets the pool's fees to a `fees` step's, in the database and the model. */
export async function applyFees(db: Db, m: Model, pool: string, op: { deposit: number; withdrawal: number }) {
  const d = FEES[op.deposit] as keyof typeof RATE;
  const w = FEES[op.withdrawal] as keyof typeof RATE;
  await setFees(db, pool, d, w);
  m.depositFee = RATE[d];
  m.withdrawalFee = RATE[w];
}
