/** The balance chart's ranges and the calendar days each covers, ending today (UTC, as the ledger's days). */

export const BALANCE_RANGES = { '7d': 7, '30d': 30, '90d': 90, '1y': 365 } as const;
export type BalanceRange = keyof typeof BALANCE_RANGES;

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** '7d' on 2025-03-10 → 2025-03-04 … 2025-03-10: seven days, today included. */
export function rangeDates(range: BalanceRange, now: Date = new Date()): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { from: isoDay(today - (BALANCE_RANGES[range] - 1) * DAY_MS), to: isoDay(today) };
}
