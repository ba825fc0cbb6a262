/**
 * Calendar days as `YYYY-MM-DD`, taken in UTC (docs/product.md §9): the ledger accrues per UTC day, and every
 * reader sees the same date whatever the clock's time zone.
 */

const DAY_MS = 86_400_000;

/** The UTC day of an instant: a Date, an ISO timestamp or epoch milliseconds. */
export const utcDay = (at: Date | string | number): string => new Date(at).toISOString().slice(0, 10);

/** The instant `day` begins: 00:00 UTC. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** `day` moved by `n` days (negative goes back): `addDays('2025-02-28', 1)` → `'2025-03-01'`. */
export const addDays = (day: string, n: number): string => utcDay(dayStart(day).getTime() + n * DAY_MS);

/** Whole days from `from` to `to`, negative when `to` is earlier: `daysBetween('2025-03-04', '2025-03-10')` → 6. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayStart(to).getTime() - dayStart(from).getTime()) / DAY_MS);

/** True for a real calendar day in `YYYY-MM-DD` form (`'2025-02-30'` is not one). */
export const isDay = (s: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(dayStart(s).getTime()) && utcDay(dayStart(s)) === s;
