// Lighthouse's four categories with its default (mobile) settings: a mid-range phone on a slow 4G link, simulated.
// Chromium gets the same flags as the e2e tests, so nothing leaves loopback.
import { CHROMIUM_ARGS } from '../../e2e/helpers/chromium.mjs';
import { CHROME_PATH, LIGHTHOUSE_RUNS } from '../lib/config.mjs';
import { table } from '../lib/table.mjs';

export const LIGHTHOUSE_ROUTES = ['/', '/sign-in', '/learn'];

/** Lighthouse's category ids and the figure each score is kept as (bench/lib/budgets.mjs reads them). */
const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const score = (lhr, category) => Math.round((lhr.categories[category].score ?? 0) * 100);

/** The audits of a category other than performance that did not pass: what to fix, printed under the table. */
const flagged = (lhr) =>
  Object.entries(lhr.categories)
    .filter(([id]) => id !== 'performance')
    .flatMap(([, category]) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => audit.id);

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
          onlyCategories: Object.keys(CATEGORIES),
          logLevel: 'error',
          output: 'json',
        });
        if (!lhr.runtimeError) runs.push(lhr);
        else if (attempts >= LIGHTHOUSE_RUNS + 2)
          throw new Error(`Lighthouse on ${route}: ${lhr.runtimeError.message}`);
      }
      // Each category's median over the runs; the timings are those of the run with the median performance score.
      const scores = Object.fromEntries(
        Object.entries(CATEGORIES).map(([id, figure]) => [figure, runs.map((r) => score(r, id))]),
      );
      const medians = Object.fromEntries(Object.entries(scores).map(([figure, all]) => [figure, median(all)]));
      const lhr = runs.find((r) => score(r, 'performance') === medians.performance);
      const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
      // What Lighthouse says would help most, printed under the table.
      const opportunities = Object.values(lhr.audits)
        .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) > 0)
        .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
        .slice(0, 3)
        .map((a) => `${a.title} (~${Math.round(a.details.overallSavingsMs)} ms)`);
      results.push({
        route,
        ...medians,
        runs: scores,
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        // A shift in any run is one too many: the largest counts, not the median run's.
        cls: +Math.max(...runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(3),
        flagged: [...new Set(runs.flatMap(flagged))],
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
    `Web: Lighthouse mobile (median of ${LIGHTHOUSE_RUNS}; simulated slow 4G, 4x CPU slowdown)`,
    [
      ['route', 10],
      ['perf', 5],
      ['perf runs', 10],
      ['a11y', 5],
      ['BP', 5],
      ['SEO', 5],
      ['FCP ms', 7],
      ['LCP ms', 7],
      ['TBT ms', 7],
      ['CLS', 6],
      ['gates p/a/b/s', 15],
      ['targets p/a/b/s', 15],
    ],
    rows.map((l) => [
      l.route,
      l.performance,
      l.runs.performance.join('/'),
      l.accessibility,
      l.bestPractices,
      l.seo,
      l.fcpMs,
      l.lcpMs,
      l.tbtMs,
      l.cls,
      ...limits(l.route),
    ]),
  );
  for (const l of rows) {
    if (l.flagged.length) console.log(`Lighthouse flags on ${l.route}: ${l.flagged.join(', ')}`);
    if (l.opportunities.length) console.log(`Lighthouse suggests for ${l.route}: ${l.opportunities.join(', ')}`);
  }
}
