// The API section: the reference route (a bare Fastify route, always measured: every ratio is against it), then
// with BENCH_ONLY including `api` the product's routes on PGlite and PostgreSQL.
import { CONNECTIONS, DURATION, SECTIONS } from '../lib/config.mjs';
import { warmAndMeasure } from '../lib/load.mjs';
import { postgresDatabase } from '../lib/postgres.mjs';
import { freePort, startProcess, startProduct } from '../lib/processes.mjs';
import { table } from '../lib/table.mjs';

export async function apiBench() {
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
    for (const t of targets) results.push({ name: t.name, ...(await warmAndMeasure(t.url, t.headers)) });
    return results;
  } finally {
    await scaled?.stop();
    await pgdb?.drop();
    await embedded?.stop();
    await reference.stop();
  }
}

// autocannon reports whole milliseconds: a floor of 1 ms keeps sub-millisecond latencies comparable.
const latencyRatio = (ms, refMs) => +(Math.max(ms, 1) / Math.max(refMs, 1)).toFixed(2);

/** Each row with its ratios to the reference (the first row), as figures for the budgets. */
export function apiFigures(rows) {
  const ref = rows[0];
  for (const r of rows) {
    r.rpsRatio = +(r.rps / ref.rps).toFixed(3);
    r.p50Ratio = latencyRatio(r.p50, ref.p50);
    r.p99Ratio = latencyRatio(r.p99, ref.p99);
  }
  return rows.map((r) => ({ section: 'api', name: r.name, values: r }));
}

export function printApi(rows) {
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
    rows.map((r) => [
      r.name,
      r.rps.toFixed(0),
      r.p50,
      r.p99,
      r.rpsRatio.toFixed(3),
      r.p50Ratio.toFixed(2),
      r.p99Ratio.toFixed(2),
    ]),
  );
}
