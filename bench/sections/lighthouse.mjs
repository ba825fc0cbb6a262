// Lighthouse's performance category with its default (mobile) settings: a mid-range phone on a slow 4G link,
// simulated. Chromium gets the same flags as the e2e tests, so nothing leaves loopback.
import { CHROMIUM_ARGS } from '../../e2e/helpers/chromium.mjs';
import { CHROME_PATH, LIGHTHOUSE_RUNS } from '../lib/config.mjs';
import { table } from '../lib/table.mjs';

export const LIGHTHOUSE_ROUTES = ['/', '/sign-in'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseBench(port) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const results = [];
    for (const route of LIGHTHOUSE_ROUTES) {
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
      // What Lighthouse says would help most, printed under the table.
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

export const lighthouseFigures = (rows) => rows.map((l) => ({ section: 'lighthouse', name: l.route, values: l }));

/** `limits(route)`: the gate and target columns' texts. */
export function printLighthouse(rows, limits) {
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
      ['gate', 6],
      ['target', 7],
    ],
    rows.map((l) => [l.route, l.score, l.scores.join('/'), l.fcpMs, l.lcpMs, l.tbtMs, l.cls, ...limits(l.route)]),
  );
  for (const l of rows)
    if (l.opportunities.length) console.log(`Lighthouse suggests for ${l.route}: ${l.opportunities.join(', ')}`);
}
