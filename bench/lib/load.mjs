// Load generation with autocannon: a route's throughput and latency.
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION } from './config.mjs';

/** `options` override autocannon's (a fixed `amount` of requests instead of the duration, a longer `timeout`). */
export function measure(url, headers = {}, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION, ...options }, (err, r) => {
      if (err) return reject(err);
      if (r.non2xx > 0 || r.errors > 0) return reject(new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`));
      resolve({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total });
    });
  });
}

export async function warm(url, headers) {
  await new Promise((resolve) => autocannon({ url, headers, connections: CONNECTIONS, duration: 1 }, resolve));
}

/** Warmed for a second, then measured. */
export async function warmAndMeasure(url, headers) {
  await warm(url, headers);
  return measure(url, headers);
}

/** Above this, one request alone, a route is measured by a fixed number of answers (`measureHeavy`). */
const HEAVY_MS = 100;

/**
 * A route that may take seconds (the referral figures over a 100,000-member downline): one request alone first,
 * timed and logged. A route that slow would answer few or none of CONNECTIONS' requests within DURATION (autocannon
 * drops what is in flight at the end, and errs at its 10 s timeout), so it is measured by 2 × CONNECTIONS answers
 * instead, however long they take; a faster one is warmed and measured as every other route.
 */
export async function measureHeavy(t) {
  const started = performance.now();
  const res = await fetch(t.url, { headers: t.headers });
  await res.arrayBuffer();
  const aloneMs = Math.round(performance.now() - started);
  if (!res.ok) throw new Error(`${t.url}: ${res.status}`);
  console.log(`Ledger: ${t.name}: one request alone ${aloneMs} ms`);
  if (aloneMs <= HEAVY_MS) return { aloneMs, ...(await warmAndMeasure(t.url, t.headers)) };
  return { aloneMs, ...(await measure(t.url, t.headers, { amount: 2 * CONNECTIONS, timeout: 600 })) };
}
