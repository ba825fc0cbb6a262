/** The rank an attracted liquidity reaches and the way to the next one (exact decimal maths in RAY). */
import { decimalToRay, mulDivDown, RAY, rayToDecimal } from '@yc/contract/fixed-point';
import type { ReferralRules } from './referrals.repository.ts';

type RankRule = ReferralRules['ranks'][number];

/** Ranks lowest threshold first; the per-level liquidities are summed into the attracted liquidity. */
export function rankOf(ranks: RankRule[], liquidities: string[]) {
  const attracted = liquidities.reduce((sum, l) => sum + decimalToRay(l), 0n);
  const reached = ranks.filter((r) => decimalToRay(r.threshold) <= attracted);
  const rank = reached.at(-1) ?? ranks[0];
  if (!rank) throw new Error('the referral programme has no ranks');
  const next = ranks[ranks.indexOf(rank) + 1] ?? null;
  let progress = 100n * RAY;
  if (next) {
    const from = decimalToRay(rank.threshold);
    const span = decimalToRay(next.threshold) - from;
    const done = attracted > from ? attracted - from : 0n;
    progress = span > 0n ? mulDivDown(done, 100n * RAY, span) : 0n;
  }
  return { rank, next, attractedLiquidity: rayToDecimal(attracted, 18), progress: rayToDecimal(progress, 2) };
}
