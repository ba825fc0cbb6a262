// The environment switches of `npm run bench`, read once.
export const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Lighthouse runs per route; the median score counts, as Lighthouse's own guidance suggests. */
export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
export const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SECTIONS = new Set((process.env.BENCH_ONLY ?? 'api,ledger,admin,web').split(',').map((s) => s.trim()));
/** Investors in the small and the large accrual database, and whether PGlite runs the scenario too. */
export const SMALL_POSITIONS = 1_000;
export const LARGE_POSITIONS = Number(process.env.BENCH_POSITIONS ?? 200_000);
export const LEDGER_PGLITE = process.env.BENCH_LEDGER_PGLITE === '1';
/** Login flood connections: more than the four threads argon2 verifies on, so some always wait. */
export const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 8);
export const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
