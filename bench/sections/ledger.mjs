// The ledger section: the daily accrual at two sizes, then through the real server on the large PostgreSQL
// database a year's balance series, the referral routes over a 100,000-member downline, and a pool's data alone
// and under a login flood. Half the seeded investors are in the demo investor's referral tree over the five paid
// levels (bench/ledger-bench.ts, referralShape), so the accrual pays referral bonuses too.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { nodeBundle } from '../../apps/server/build.mjs';
import { FLOOD_CONNECTIONS, LARGE_POSITIONS, LEDGER_PGLITE, SMALL_POSITIONS } from '../lib/config.mjs';
import { measure, measureHeavy, warm, warmAndMeasure } from '../lib/load.mjs';
import { postgresDatabase } from '../lib/postgres.mjs';
import { DEMO_LOGIN, root, startProcess, startProduct } from '../lib/processes.mjs';
import { table } from '../lib/table.mjs';

/**
 * bench/ledger-bench.ts with the server code it drives, bundled as the server's build does; written under
 * node_modules so the npm packages it leaves external resolve from there.
 */
async function ledgerLibrary() {
  const outfile = path.join(root, 'node_modules/.cache/yc-bench/ledger-bench.mjs');
  await build({ ...nodeBundle, entryPoints: [path.join(root, 'bench/ledger-bench.ts')], outfile });
  return import(pathToFileURL(outfile).href);
}

const seconds = (start) => ((Date.now() - start) / 1000).toFixed(0);

/**
 * The accrual on PostgreSQL (and PGlite with BENCH_LEDGER_PGLITE=1): one history database copied twice, the copies
 * given SMALL_POSITIONS and LARGE_POSITIONS investors. The large PostgreSQL one stays for the HTTP figures.
 */
async function accrualBench(lib) {
  const days = lib.timeline();
  const figures = [];
  let large = null;
  const template = await postgresDatabase();
  if (template) {
    try {
      const started = Date.now();
      const history = lib.openPostgres(template.url);
      await lib.prepareHistory(history, days).finally(() => history.close());
      console.log(`Ledger: a year of history on PostgreSQL in ${seconds(started)} s`);
      for (const positions of [SMALL_POSITIONS, LARGE_POSITIONS]) {
        const copy = await postgresDatabase(template);
        const keep = positions === LARGE_POSITIONS;
        if (keep) large = copy;
        const handle = lib.openPostgres(copy.url);
        try {
          figures.push({ engine: 'PostgreSQL', ...(await lib.accrualScenario(handle, positions, days)) });
        } finally {
          await handle.close();
          if (!keep) await copy.drop();
        }
      }
      console.log(`Ledger: accrual on PostgreSQL measured after ${seconds(started)} s`);
    } catch (err) {
      await large?.drop();
      throw err;
    } finally {
      await template.drop();
    }
  }
  if (LEDGER_PGLITE) {
    const started = Date.now();
    const dir = mkdtempSync(path.join(tmpdir(), 'yc-bench-ledger-'));
    try {
      const history = await lib.openPglite(path.join(dir, 'history'));
      await lib.prepareHistory(history, days).finally(() => history.close());
      for (const positions of [SMALL_POSITIONS, LARGE_POSITIONS]) {
        const copy = path.join(dir, String(positions));
        cpSync(path.join(dir, 'history'), copy, { recursive: true });
        const handle = await lib.openPglite(copy);
        try {
          figures.push({ engine: 'PGlite', ...(await lib.accrualScenario(handle, positions, days)) });
        } finally {
          await handle.close();
        }
        rmSync(copy, { recursive: true, force: true });
      }
      console.log(`Ledger: accrual on PGlite measured in ${seconds(started)} s`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return { figures, large, days };
}

/**
 * Through the real server on the large PostgreSQL database, signed in as the demo investor: a year's balance
 * series, the referral routes, then a pool's data alone and while a second load generator floods the sign-in with
 * wrong passwords (auth limits raised, so every attempt costs an argon2 verification rather than a 429).
 */
async function ledgerHttpBench(large, days, members) {
  const server = await startProduct({
    DATABASE_URL: large.url,
    AUTH_RATE_LIMIT_PER_IP: '1000000000',
    AUTH_RATE_LIMIT_PER_LOGIN: '1000000000',
    AUTH_RATE_LIMIT_PER_LOGIN_ALL_IPS: '1000000000',
  });
  const of = members.toLocaleString('en-US');
  const pools = `${server.base}/api/v1/dashboard/pools/stable`;
  try {
    const targets = [
      {
        name: 'GET /api/v1/balance, a year, 1.1M journal lines (PostgreSQL)',
        url: `${server.base}/api/v1/balance?from=${days.yearAgo}&to=${days.today}`,
      },
      { name: 'GET /api/v1/dashboard/pools/stable (PostgreSQL)', url: pools },
      {
        name: `GET /api/v1/referrals, ${of} members (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/progress, ${of} members (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/progress`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/members, 20 of ${of} (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/members?pageSize=20`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/members, level 1 of ${of} (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/members?pageSize=20&level=1`,
        heavy: true,
      },
    ];
    const results = [];
    for (const t of targets)
      results.push({
        name: t.name,
        ...(t.heavy ? await measureHeavy({ ...t, headers: server.auth }) : await warmAndMeasure(t.url, server.auth)),
      });
    const flood = await startProcess(
      ['bench/login-flood.mjs'],
      {
        FLOOD_URL: `${server.base}/api/v1/login`,
        FLOOD_BODY: JSON.stringify({ login: DEMO_LOGIN.login, password: 'not-the-password' }),
        FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS),
      },
      'flood started',
    );
    let flooded;
    try {
      // Warming also lets the flood fill argon2's queue before the measured seconds.
      await warm(pools, server.auth);
      flooded = await measure(pools, server.auth);
    } finally {
      await flood.stop();
    }
    results.push({ name: 'GET /api/v1/dashboard/pools/stable, login flood (PostgreSQL)', ...flooded });
    const floodFigures = JSON.parse(flood.output().trim().split('\n').at(-1));
    return { api: results, flood: floodFigures };
  } finally {
    await server.stop();
  }
}

/** `{ accrual, api, flood }`: accrual rows per engine and size, the HTTP rows for the API table, the flood's figures. */
export async function ledgerBench() {
  const lib = await ledgerLibrary();
  const { figures, large, days } = await accrualBench(lib);
  if (!large) return { accrual: figures, api: [], flood: null };
  try {
    const members = figures.find((f) => f.engine === 'PostgreSQL' && f.positions === LARGE_POSITIONS).members;
    const http = await ledgerHttpBench(large, days, members);
    return { accrual: figures, ...http };
  } finally {
    await large.drop();
  }
}

const engines = (accrual) => [...new Set(accrual.map((a) => a.engine))];

/** Per engine, the large run's cost over the small run's, as figures for the budgets. */
export function accrualFigures(accrual) {
  return engines(accrual).map((engine) => {
    const [small, large] = accrual.filter((a) => a.engine === engine);
    return {
      section: 'accrual',
      name: engine,
      values: { oneDayRatio: large.oneDayMs / small.oneDayMs, catchUpRatio: large.catchUpMs / small.catchUpMs },
      small,
      large,
    };
  });
}

/** What the ledger section found wrong whatever the budgets: an unsound ledger, a flood not answered 401. */
export function ledgerFaults({ accrual, flood }) {
  const faults = accrual
    .filter((a) => a.problems.length)
    .map((a) => `${a.engine}, ${a.positions} positions: ledger unsound: ${a.problems[0]}`);
  // A 429 means the limits were not raised: the flood then measured the limiter, not argon2.
  if (flood && (Object.keys(flood.statuses).some((code) => code !== '401') || flood.errors))
    faults.push(`login flood: expected only 401 answers, got ${floodStatuses(flood)} and ${flood.errors} errors`);
  return faults;
}

const floodStatuses = (flood) =>
  Object.entries(flood.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ');

/** The flood and accrual tables; `limit(engine)` is the budget column's text. */
export function printLedger({ accrual, flood }, limit) {
  if (flood)
    table(
      `Login flood: the second load generator of the "login flood" row (${FLOOD_CONNECTIONS} connections, wrong passwords, auth limits raised)`,
      [
        ['load', 38],
        ['req/s', 7],
        ['p50 ms', 7],
        ['p99 ms', 7],
        ['answers', 24],
      ],
      [['POST /api/v1/login (argon2 each)', flood.rps.toFixed(0), flood.p50, flood.p99, floodStatuses(flood)]],
    );
  const rows = [];
  for (const { name, values, small, large } of accrualFigures(accrual)) {
    for (const a of [small, large])
      rows.push([
        name,
        a.positions,
        a.members,
        a.treeRows,
        a.bonusLines,
        a.journalLines,
        a.seedSeconds.toFixed(1),
        a.oneDayMs.toFixed(1),
        a.catchUpMs.toFixed(1),
        a.problems.length ? 'UNSOUND' : 'sound',
      ]);
    rows.push([
      `${name} ratio`,
      `${large.positions}÷${small.positions}`,
      '',
      '',
      '',
      '',
      '',
      values.oneDayRatio.toFixed(2),
      values.catchUpRatio.toFixed(2),
      limit(name),
    ]);
  }
  table(
    "Ledger: AccrualService.accrueThrough with referral bonuses, a year of history plus N positions, half in the demo investor's referral tree (one day: median of 7 new days)",
    [
      ['database', 20],
      ['positions', 12],
      ['members', 8],
      ['tree rows', 10],
      ['bonus lines', 12],
      ['journal lines', 14],
      ['seed s', 7],
      ['1 day ms', 9],
      ['7 days ms', 10],
      ['checkLedger', 12],
    ],
    rows,
  );
}
