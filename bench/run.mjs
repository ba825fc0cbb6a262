// `npm run bench`: API throughput and latency as ratios to a bare Fastify route measured
// in the same run, the ledger at scale (daily accrual with 1,000 and 200,000 positions, a year's
// balance series among 1.1M journal lines, a pool's data alone and under a login flood),
// the gzip bytes of JavaScript and CSS each route loads, and the Lighthouse mobile performance
// score of the public routes (Debian's Chromium, loopback only).
// Budgets: bench/budgets.json. Exits 1 when a budget is missed.
// BENCH_ONLY=api,ledger,web picks sections (default all); the reference route is always measured.
// BENCH_LEDGER_PGLITE=1 runs the accrual scenario on PGlite too (about 2.5 more minutes);
// BENCH_POSITIONS (default 200000) shrinks the large ledger for quick iterations, not for budgets.
// Half the seeded investors are in the demo investor's referral tree over the five paid levels (bench/ledger-bench.ts,
// referralShape), so the accrual pays referral bonuses and the referral routes read a 100,000-member downline.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, launchChromium } from '../e2e/helpers/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Lighthouse runs per route; the median score counts, as Lighthouse's own guidance suggests. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SECTIONS = new Set((process.env.BENCH_ONLY ?? 'api,ledger,web').split(',').map((s) => s.trim()));
/** Investors in the small and the large accrual database, and whether PGlite runs the scenario too. */
const SMALL_POSITIONS = 1_000;
const LARGE_POSITIONS = Number(process.env.BENCH_POSITIONS ?? 200_000);
const LEDGER_PGLITE = process.env.BENCH_LEDGER_PGLITE === '1';
/** Login flood connections: more than the four threads argon2 verifies on, so some always wait. */
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 8);
const DEMO_LOGIN = { login: 'investor@demo.local', password: 'Demo#2026' };

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startProcess(args, env, readyText) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  while (!output.includes(readyText)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`${args[0]} did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  return { stop, output: () => output };
}

/** `options` override autocannon's (a fixed `amount` of requests instead of the duration, a longer `timeout`). */
function measure(url, headers = {}, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...options }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total });
    });
  });
}

async function warm(url, headers) {
  await new Promise((resolve) => autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }, resolve));
}

/** Above this, one request alone, a route is measured by a fixed number of answers (`measureHeavy`). */
const HEAVY_MS = 100;

/**
 * A route that may take seconds (the referral figures over a 100,000-member downline): one request alone first,
 * timed and logged. A route that slow would answer few or none of CONNECTIONS' requests within DURATION (autocannon
 * drops what is in flight at the end, and errs at its 10 s timeout), so it is measured by 2 × CONNECTIONS answers
 * instead, however long they take; a faster one is warmed and measured as every other route.
 */
async function measureHeavy(t) {
  const started = performance.now();
  const res = await fetch(t.url, { headers: t.headers });
  await res.arrayBuffer();
  const aloneMs = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${t.url}: ${res.status}`);
  console.log(`Ledger: ${t.name}: one request alone ${aloneMs} ms`);
  if (aloneMs <= HEAVY_MS) {
    await warm(t.url, t.headers);
    return { aloneMs, ...(await measure(t.url, t.headers)) };
  }
  return { aloneMs, ...(await measure(t.url, t.headers, { amount: 2 * CONNECTIONS, timeout: 600 })) };
}

let databases = 0;

/**
 * A fresh PostgreSQL database for the scaled-mode figures (a copy of `template`, when given), or null when none is
 * reachable.
 */
async function postgresDatabase(template) {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const name = `yc_bench_${Date.now()}_${databases++}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}${template ? ` template ${template.name}` : ''}`);
  } catch (err) {
    // A copy fails only for a reason worth seeing: its template was made on the same server a moment ago.
    if (template) throw err;
    console.warn(`PostgreSQL at ${base} is not reachable: scaled-mode figures are skipped.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function startProduct(env) {
  const port = await freePort();
  const proc = await startProcess(
    ['apps/server/dist/server.js'],
    {
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'yc-bench-')),
      LOG_LEVEL: 'warn',
      // Throughput is the subject here, not the limiter: one client sends everything.
      RATE_LIMIT_PER_MINUTE: '0',
      // Nor the dev chain; two servers would also both want anvil's port 8545.
      DEV_CHAIN: 'off',
      ...env,
    },
    'is running at',
  );
  const base = `http://127.0.0.1:${port}`;
  const session = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  }).then((r) => r.json());
  return { base, auth: { authorization: `Bearer ${session.token}` }, stop: proc.stop };
}

/** The reference route, then (with the api section) the product's routes on PGlite and PostgreSQL. */
async function apiBench() {
  const refPort = await freePort();
  const reference = await startProcess(['bench/reference-server.mjs'], { PORT: String(refPort) }, 'reference ready');
  const product = SECTIONS.has('api');
  const embedded = product ? await startProduct({}) : null;
  const pgdb = product ? await postgresDatabase() : null;
  const scaled = pgdb ? await startProduct({ DATABASE_URL: pgdb.url }) : null;
  try {
    const targets = [
      { name: 'reference: bare Fastify GET /ping', url: `http://127.0.0.1:${refPort}/ping` },
      ...(embedded
        ? [
            { name: 'GET /api/v1/system/regexp', url: `${embedded.base}/api/v1/system/regexp` },
            { name: 'GET /api/v1/profile', url: `${embedded.base}/api/v1/profile`, headers: embedded.auth },
          ]
        : []),
      ...(scaled
        ? [{ name: 'GET /api/v1/profile (PostgreSQL)', url: `${scaled.base}/api/v1/profile`, headers: scaled.auth }]
        : []),
    ];
    const results = [];
    for (const t of targets) {
      await warm(t.url, t.headers);
      results.push({ name: t.name, ...(await measure(t.url, t.headers)) });
    }
    return results;
  } finally {
    await scaled?.stop();
    await pgdb?.drop();
    await embedded?.stop();
    await reference.stop();
  }
}

/**
 * bench/ledger-bench.ts with the server code it drives, bundled as the server's build does (the contract inlined,
 * npm packages external); written under node_modules so those packages resolve from there.
 */
async function ledgerLibrary() {
  const outfile = path.join(root, 'node_modules/.cache/yc-bench/ledger-bench.mjs');
  await build({
    entryPoints: [path.join(import.meta.dirname, 'ledger-bench.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'externalise-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@yc/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
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
 * series, then a pool's data alone and while a second load generator floods the sign-in with wrong passwords
 * (auth limits raised, so every attempt costs an argon2 verification rather than a 429).
 */
async function ledgerHttpBench(large, days, members) {
  const server = await startProduct({
    DATABASE_URL: large.url,
    AUTH_RATE_LIMIT_PER_IP: '1000000000',
    AUTH_RATE_LIMIT_PER_LOGIN: '1000000000',
    AUTH_RATE_LIMIT_PER_LOGIN_ALL_IPS: '1000000000',
  });
  try {
    const targets = [
      {
        name: 'GET /api/v1/balance, a year, 1.1M journal lines (PostgreSQL)',
        url: `${server.base}/api/v1/balance?from=${days.yearAgo}&to=${days.today}`,
      },
      { name: 'GET /api/v1/dashboard/pools/stable (PostgreSQL)', url: `${server.base}/api/v1/dashboard/pools/stable` },
      {
        name: `GET /api/v1/referrals, ${members.toLocaleString('en-US')} members (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/progress, ${members.toLocaleString('en-US')} members (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/progress`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/members, 20 of ${members.toLocaleString('en-US')} (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/members?pageSize=20`,
        heavy: true,
      },
      {
        name: `GET /api/v1/referrals/members, level 1 of ${members.toLocaleString('en-US')} (PostgreSQL)`,
        url: `${server.base}/api/v1/referrals/members?pageSize=20&level=1`,
        heavy: true,
      },
    ];
    const results = [];
    for (const t of targets) {
      if (t.heavy) {
        results.push({ name: t.name, ...(await measureHeavy({ ...t, headers: server.auth })) });
        continue;
      }
      await warm(t.url, server.auth);
      results.push({ name: t.name, ...(await measure(t.url, server.auth)) });
    }
    const flood = await startProcess(
      ['bench/login-flood.mjs'],
      {
        FLOOD_URL: `${server.base}/api/v1/login`,
        FLOOD_BODY: JSON.stringify({ login: DEMO_LOGIN.login, password: 'not-the-password' }),
        FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS),
      },
      'flood started',
    );
    let pools;
    try {
      // Warming also lets the flood fill argon2's queue before the measured seconds.
      await warm(targets[1].url, server.auth);
      pools = await measure(targets[1].url, server.auth);
    } finally {
      await flood.stop();
    }
    results.push({ name: 'GET /api/v1/dashboard/pools/stable, login flood (PostgreSQL)', ...pools });
    const floodFigures = JSON.parse(flood.output().trim().split('\n').at(-1));
    return { api: results, flood: floodFigures };
  } finally {
    await server.stop();
  }
}

async function ledgerBench() {
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

/** What the browser really loads per route, found by loading it in Chromium. */
async function bundleBench(port) {
  const routes = Object.keys(budgets.bundles);
  const dist = path.join(root, 'apps/web/dist');
  const { chromium } = await import('playwright-core');
  const browser = await launchChromium(chromium);
  try {
    const results = [];
    for (const route of routes) {
      const context = await browser.newContext();
      // Cabinet pages are measured as their users see them: signed in (refresh cookie plus the app's session hint).
      if (route.startsWith('/cabinet')) {
        const login = await context.request.post(`http://localhost:${port}/api/v1/login`, {
          data: { login: 'investor@demo.local', password: 'Demo#2026' },
        });
        if (!login.ok()) throw new Error(`bench sign-in failed: ${login.status()}`);
        await context.addInitScript(() => localStorage.setItem('yc:session', '1'));
      }
      const page = await context.newPage();
      const files = new Set();
      page.on('response', (res) => {
        const url = new URL(res.url());
        if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
      });
      await page.goto(`http://localhost:${port}${route}`, { waitUntil: 'networkidle' });
      if (new URL(page.url()).pathname !== route) throw new Error(`bench: ${route} ended on ${page.url()}`);
      await context.close();
      let js = 0;
      let css = 0;
      for (const file of files) {
        const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
        if (file.endsWith('.js')) js += bytes;
        else css += bytes;
      }
      results.push({
        route,
        jsGzipKB: +(js / 1024).toFixed(1),
        cssGzipKB: +(css / 1024).toFixed(1),
        files: files.size,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's performance category with its default (mobile) settings: a mid-range phone on a
 * slow 4G link, simulated. Chromium gets the same flags as the e2e tests, so nothing leaves loopback.
 */
async function lighthouseBench(port) {
  const routes = Object.keys(budgets.lighthouse);
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const route of routes) {
      const runs = [];
      // A busy machine sometimes loses the trace (NO_NAVSTART, NO_FCP): such a run is measured again, a few times.
      for (let attempts = 0; runs.length < LIGHTHOUSE_RUNS; attempts++) {
        const { lhr } = await lighthouse(`http://localhost:${port}${route}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (!lhr.runtimeError) runs.push(lhr);
        else if (attempts >= LIGHTHOUSE_RUNS + 2)
          throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
      }
      const score = (lhr) => Math.round((lhr.categories.performance.score ?? 0) * 100);
      const lhr = runs.find((r) => score(r) === median(runs.map(score)));
      const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
      // What Lighthouse says would help most, for a missed budget.
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
        .slice(0, 3)
        .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
      results.push({
        route,
        score: score(lhr),
        scores: runs.map(score),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: +metric('cumulative-layout-shift').toFixed(3),
        opportunities,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The web figures, against one server that serves the built app. */
async function webBench() {
  const port = await freePort();
  const app = await startProcess(
    ['apps/server/dist/server.js'],
    // No dev chain: its dev-wallet script (decision 24) is served by the server, not part of the built app.
    {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'yc-bench-')),
      LOG_LEVEL: 'warn',
      DEV_CHAIN: 'off',
    },
    'is running at',
  );
  try {
    return { bundles: await bundleBench(port), lighthouse: await lighthouseBench(port) };
  } finally {
    await app.stop();
  }
}

const api = await apiBench();
const ledger = SECTIONS.has('ledger') ? await ledgerBench() : { accrual: [], api: [], flood: null };
api.push(...ledger.api);
const ref = api[0];
const failures = [];

/**
 * Prints a titled table; the first column is left-aligned, the others right-aligned to their widths. Nothing for no
 * rows (a section BENCH_ONLY left out).
 */
function table(title, columns, rows) {
  if (!rows.length) return;
  console.log(`\n${title}\n`);
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(columns[i][1]) : String(c).padStart(columns[i][1])));
  console.log(...line(columns.map(([name]) => name)));
  for (const row of rows) console.log(...line(row));
}

// autocannon reports whole milliseconds: a floor of 1 ms keeps sub-millisecond latencies comparable.
const latencyRatio = (ms, refMs) => +(Math.max(ms, 1) / Math.max(refMs, 1)).toFixed(2);
for (const r of api) {
  r.rpsRatio = +(r.rps / ref.rps).toFixed(3);
  r.p50Ratio = latencyRatio(r.p50, ref.p50);
  r.p99Ratio = latencyRatio(r.p99, ref.p99);
  const budget = budgets.api[r.name];
  if (budget?.minThroughputRatio !== undefined && r.rpsRatio < budget.minThroughputRatio)
    failures.push(`${r.name}: req/s ratio ${r.rpsRatio.toFixed(3)} < ${budget.minThroughputRatio}`);
  // An absolute latency target where the issue sets one (issue 6: the referral routes' p50 ≤ 50 ms).
  if (budget?.maxP50Ms !== undefined && r.p50 > budget.maxP50Ms)
    failures.push(`${r.name}: p50 ${r.p50} ms > ${budget.maxP50Ms} ms`);
  if (budget?.maxP50Ratio !== undefined && r.p50Ratio > budget.maxP50Ratio)
    failures.push(`${r.name}: p50 ratio ${r.p50Ratio.toFixed(2)} > ${budget.maxP50Ratio}`);
  if (budget?.maxP99Ratio !== undefined && r.p99Ratio > budget.maxP99Ratio)
    failures.push(`${r.name}: p99 ratio ${r.p99Ratio.toFixed(2)} > ${budget.maxP99Ratio}`);
}
table(
  `API (${CONNECTIONS} connections, ${DURATION} s each; ratios against the reference in this run)`,
  [
    ['target', 68],
    ['req/s', 9],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['req/s ratio', 12],
    ['p50 ratio', 10],
    ['p99 ratio', 10],
  ],
  api.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50,
    r.p99,
    r.rpsRatio.toFixed(3),
    r.p50Ratio.toFixed(2),
    r.p99Ratio.toFixed(2),
  ]),
);

if (ledger.flood) {
  const f = ledger.flood;
  const statuses = Object.entries(f.statuses).map(([code, n]) => `${code}: ${n}`);
  // A 429 means the limits were not raised: the flood then measured the limiter, not argon2.
  const unexpected = Object.keys(f.statuses).filter((code) => code !== '401');
  if (unexpected.length || f.errors)
    failures.push(`login flood: expected only 401 answers, got ${statuses.join(', ')} and ${f.errors} errors`);
  table(
    `Login flood: the second load generator of the "login flood" row (${FLOOD_CONNECTIONS} connections, wrong passwords, auth limits raised)`,
    [
      ['load', 38],
      ['req/s', 7],
      ['p50 ms', 7],
      ['p99 ms', 7],
      ['answers', 24],
    ],
    [['POST /api/v1/login (argon2 each)', f.rps.toFixed(0), f.p50, f.p99, statuses.join(', ')]],
  );
}

const accrualBudget = budgets.accrual.maxRatio;
const accrualRows = [];
for (const engine of [...new Set(ledger.accrual.map((a) => a.engine))]) {
  const [small, large] = ledger.accrual.filter((a) => a.engine === engine);
  for (const a of [small, large]) {
    if (a.problems.length) failures.push(`${engine}, ${a.positions} positions: ledger unsound: ${a.problems[0]}`);
    accrualRows.push([
      engine,
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
  }
  const oneDay = large.oneDayMs / small.oneDayMs;
  const catchUp = large.catchUpMs / small.catchUpMs;
  for (const [what, ratio] of [
    ['one day', oneDay],
    ['7-day catch-up', catchUp],
  ]) {
    if (ratio > accrualBudget)
      failures.push(
        `${engine} accrual, ${what}: ${large.positions} ÷ ${small.positions} positions ${ratio.toFixed(2)} > ${accrualBudget}`,
      );
  }
  accrualRows.push([
    `${engine} ratio`,
    `${large.positions}÷${small.positions}`,
    '',
    '',
    '',
    '',
    '',
    oneDay.toFixed(2),
    catchUp.toFixed(2),
    `≤${accrualBudget}`,
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
  accrualRows,
);

// The API and ledger tables are out before the browser runs: a Lighthouse failure does not hide them.
const { bundles, lighthouse } = SECTIONS.has('web') ? await webBench() : { bundles: [], lighthouse: [] };
for (const b of bundles) {
  const max = budgets.bundles[b.route].maxJsGzipKB;
  if (b.jsGzipKB > max) failures.push(`${b.route}: ${b.jsGzipKB} KB gzip JS > ${max} KB`);
}
table(
  'Web: gzip bytes of JavaScript and CSS each route loads',
  [
    ['route', 24],
    ['JS KB', 8],
    ['CSS KB', 8],
    ['files', 6],
    ['JS budget', 10],
  ],
  bundles.map((b) => [b.route, b.jsGzipKB, b.cssGzipKB, b.files, budgets.bundles[b.route].maxJsGzipKB]),
);

for (const l of lighthouse) {
  const min = budgets.lighthouse[l.route].minPerformanceScore;
  if (l.score < min) {
    const hints = l.opportunities.length ? `; Lighthouse suggests: ${l.opportunities.join(', ')}` : '';
    failures.push(`${l.route}: Lighthouse performance ${l.score} < ${min}${hints}`);
  }
}
table(
  `Web: Lighthouse mobile performance (median of ${LIGHTHOUSE_RUNS}; simulated slow 4G, 4x CPU slowdown)`,
  [
    ['route', 24],
    ['score', 6],
    ['runs', 12],
    ['FCP ms', 8],
    ['LCP ms', 8],
    ['TBT ms', 8],
    ['CLS', 6],
    ['budget', 7],
  ],
  lighthouse.map((l) => [
    l.route,
    l.score,
    l.scores.join('/'),
    l.fcpMs,
    l.lcpMs,
    l.tbtMs,
    l.cls,
    `≥${budgets.lighthouse[l.route].minPerformanceScore}`,
  ]),
);

mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
writeFileSync(
  path.join(import.meta.dirname, 'results/latest.json'),
  JSON.stringify(
    { at: new Date().toISOString(), api, accrual: ledger.accrual, loginFlood: ledger.flood, bundles, lighthouse },
    null,
    2,
  ),
);
if (failures.length) {
  console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
