/** The balance chart's ranges and the calendar days each covers, ending today (UTC, as the ledger's days). */
import { addDays, utcDay } from '@yc/contract/days';

export const BALANCE_RANGES = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type BalanceRange = keyof typeof BALANCE_RANGES;

/** '7d' on 2025-03-10 → 2025-03-04 … 2025-03-10: seven days, today included. */
export function rangeDates(range: BalanceRange, now: Date = new Date()): { from: string; to: string } {
  const today = utcDay(now);
  return { from: addDays(today, 1 - BALANCE_RANGES[range]), to: today };
}
