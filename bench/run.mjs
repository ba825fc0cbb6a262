// `npm run bench`: API throughput and latency as ratios to a bare Fastify route measured in the same run
// (sections/api.mjs), the ledger at scale (sections/ledger.mjs: the daily accrual with 1,000 and 200,000 positions,
// a year's balance series among 1.1M journal lines, the referral routes over a 100,000-member downline, a pool's
// data alone and under a login flood), the gzip bytes of JavaScript and CSS each route loads with its layout shift,
// and Lighthouse's mobile scores of the public routes in its four categories (sections/web.mjs,
// sections/lighthouse.mjs; Debian's Chromium, loopback only).
// bench/budgets.json holds gates, which must hold on every run, and targets, printed with the distance to them
// (decision 62): the command exits 1 only when a gate is missed or a section finds a fault.
// BENCH_ONLY=api,ledger,admin,web picks sections (default all); the reference route is always measured.
// BENCH_ONLY=admin: the console's users search and withdrawals list at 1,000,000 users (sections/admin.mjs).
// BENCH_LEDGER_PGLITE=1 runs the accrual scenario on PGlite too (about 2.5 more minutes);
// BENCH_POSITIONS (default 200000) shrinks the large ledger for quick iterations, not for budgets.
// BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_FLOOD_CONNECTIONS, BENCH_LIGHTHOUSE_RUNS, BENCH_DATABASE_URL and
// CHROME_PATH tune the rest (lib/config.mjs).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluate, limitText, loadBudgets, verdict } from './lib/budgets.mjs';
import { SECTIONS } from './lib/config.mjs';
import { adminBench } from './sections/admin.mjs';
import { apiBench, apiFigures, printApi } from './sections/api.mjs';
import { accrualFigures, ledgerBench, ledgerFaults, printLedger } from './sections/ledger.mjs';
import { lighthouseFigures, printLighthouse } from './sections/lighthouse.mjs';
import { bundleFigures, printBundles, webBench } from './sections/web.mjs';

const budgets = loadBudgets();
/** The gate's and the target's limit of one figure, for a table's columns. */
const limits = (section, key) => (name) =>
  ['gates', 'targets'].map((kind) => limitText(budgets, kind, section, name, key));
/** A Lighthouse route's four category limits, one column each for the gate and the target: `90/95/95/95`. */
const lighthouseLimits = (name) =>
  ['gates', 'targets'].map((kind) =>
    ['minPerformanceScore', 'minAccessibilityScore', 'minBestPracticesScore', 'minSeoScore']
      .map((key) => budgets[kind].lighthouse?.[name]?.[key] ?? '-')
      .join('/'),
  );

const api = await apiBench();
const ledger = SECTIONS.has('ledger') ? await ledgerBench() : { accrual: [], api: [], flood: null };
api.push(...ledger.api);
if (SECTIONS.has('admin')) api.push(...(await adminBench()));
const figures = [...apiFigures(api), ...accrualFigures(ledger.accrual)];
// The API and ledger tables are out before the browser runs: a Lighthouse failure does not hide them.
printApi(api);
printLedger(ledger, (engine) => limits('accrual', 'maxOneDayRatio')(engine)[0]);

const { bundles, lighthouse } = SECTIONS.has('web') ? await webBench() : { bundles: [], lighthouse: [] };
figures.push(...bundleFigures(bundles), ...lighthouseFigures(lighthouse));
printBundles(bundles, limits('bundles', 'maxJsGzipKB'));
printLighthouse(lighthouse, lighthouseLimits);

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const checks = evaluate(budgets, figures);
writeFileSync(
  path.join(import.meta.dirname, 'results/latest.json'),
  JSON.stringify(
    {
      at: new Date().toISOString(),
      api,
      accrual: ledger.accrual,
      loginFlood: ledger.flood,
      bundles,
      lighthouse,
      checks,
    },
    null,
    2,
  ),
);
const { lines, exitCode } = verdict(checks, ledgerFaults(ledger));
console.log(lines.join('\n'));
process.exitCode = exitCode;
