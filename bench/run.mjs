// `npm run bench`: API throughput and latency as ratios to a bare Fastify route measured
// in the same run, the gzip bytes of JavaScript and CSS each route loads, and the Lighthouse
// mobile performance score of the public routes (Debian's Chromium, loopback only).
// Budgets: bench/budgets.json. Exits 1 when a budget is missed.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { CHROMIUM_ARGS, launchChromium } from '../e2e/helpers/chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const budgets = JSON.parse(readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'));
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Lighthouse runs per route; the median score counts, as Lighthouse's own guidance suggests. */
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
  return { stop };
}

function measure(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total });
    });
  });
}

async function warm(url, headers) {
  await new Promise((resolve) => autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }, resolve));
}

/** A fresh PostgreSQL database for the scaled-mode figures, or null when none is reachable. */
async function postgresDatabase() {
  const base = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const { default: pg } = await import('pg');
  const name = `yc_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch {
    console.warn(`PostgreSQL at ${base} is not reachable: scaled-mode figures are skipped.`);
    return null;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
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
    body: JSON.stringify({ login: 'investor@demo.local', password: 'Demo#2026' }),
  }).then((r) => r.json());
  return { base, auth: { authorization: `Bearer ${session.token}` }, stop: proc.stop };
}

async function apiBench() {
  const refPort = await freePort();
  const reference = await startProcess(['bench/reference-server.mjs'], { PORT: String(refPort) }, 'reference ready');
  const embedded = await startProduct({});
  const pgdb = await postgresDatabase();
  const scaled = pgdb ? await startProduct({ DATABASE_URL: pgdb.url }) : null;
  try {
    const targets = [
      { name: 'reference: bare Fastify GET /ping', url: `http://127.0.0.1:${refPort}/ping` },
      { name: 'GET /api/v1/system/regexp', url: `${embedded.base}/api/v1/system/regexp` },
      { name: 'GET /api/v1/profile', url: `${embedded.base}/api/v1/profile`, headers: embedded.auth },
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
    await embedded.stop();
    await reference.stop();
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
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        const { lhr } = await lighthouse(`http://localhost:${port}${route}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          logLevel: 'error',
          output: 'json',
        });
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
        runs.push(lhr);
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
const { bundles, lighthouse } = await webBench();
const ref = api[0];
const failures = [];

/** Prints a titled table; the first column is left-aligned, the others right-aligned to their widths. */
function table(title, columns, rows) {
  console.log(`\n${title}\n`);
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(columns[i][1]) : String(c).padStart(columns[i][1])));
  console.log(...line(columns.map(([name]) => name)));
  for (const row of rows) console.log(...line(row));
}

for (const r of api) {
  r.rpsRatio = +(r.rps / ref.rps).toFixed(3);
  // autocannon reports whole milliseconds: a floor of 1 ms keeps sub-millisecond p99s comparable.
  r.p99Ratio = +(Math.max(r.p99, 1) / Math.max(ref.p99, 1)).toFixed(2);
  const budget = budgets.api[r.name];
  if (budget && r.rpsRatio < budget.minThroughputRatio)
    failures.push(`${r.name}: req/s ratio ${r.rpsRatio.toFixed(3)} < ${budget.minThroughputRatio}`);
  if (budget && r.p99Ratio > budget.maxP99Ratio)
    failures.push(`${r.name}: p99 ratio ${r.p99Ratio.toFixed(2)} > ${budget.maxP99Ratio}`);
}
table(
  `API (${CONNECTIONS} connections, ${DURATION} s each; ratios against the reference in this run)`,
  [
    ['target', 40],
    ['req/s', 9],
    ['p50 ms', 7],
    ['p99 ms', 7],
    ['req/s ratio', 12],
    ['p99 ratio', 10],
  ],
  api.map((r) => [r.name, r.rps.toFixed(0), r.p50, r.p99, r.rpsRatio.toFixed(3), r.p99Ratio.toFixed(2)]),
);

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
  JSON.stringify({ at: new Date().toISOString(), api, bundles, lighthouse }, null, 2),
);
if (failures.length) {
  console.log(`\nBudgets missed:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
