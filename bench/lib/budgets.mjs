// Gates and targets (bench/budgets.json, decision 62): a gate must hold on every run and a miss fails it; a target
// is what we aim at, printed with the distance to it, and never fails the run.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What each budget key limits: the figure it reads, whether it is a lower bound, and how to print it. A figure is
 * `{ section, name, values }`, e.g. `{ section: 'bundles', name: '/sign-in', values: { jsGzipKB: 242.9 } }`.
 */
const LIMITS = {
  minThroughputRatio: { value: 'rpsRatio', what: 'req/s ratio', lower: true, digits: 3 },
  maxP50Ratio: { value: 'p50Ratio', what: 'p50 ratio', digits: 2 },
  maxP99Ratio: { value: 'p99Ratio', what: 'p99 ratio', digits: 2 },
  maxP50Ms: { value: 'p50', what: 'p50', unit: ' ms', digits: 0 },
  maxOneDayRatio: { value: 'oneDayRatio', what: 'one day, large ÷ small', digits: 2 },
  maxCatchUpRatio: { value: 'catchUpRatio', what: '7-day catch-up, large ÷ small', digits: 2 },
  maxJsGzipKB: { value: 'jsGzipKB', what: 'gzip JS', unit: ' KB', digits: 1 },
  minPerformanceScore: { value: 'performance', what: 'Lighthouse performance', lower: true, digits: 0 },
  minAccessibilityScore: { value: 'accessibility', what: 'Lighthouse accessibility', lower: true, digits: 0 },
  minBestPracticesScore: { value: 'bestPractices', what: 'Lighthouse best practices', lower: true, digits: 0 },
  minSeoScore: { value: 'seo', what: 'Lighthouse SEO', lower: true, digits: 0 },
  maxCls: { value: 'cls', what: 'cumulative layout shift', digits: 3 },
};

/** Throws on a shape or key it does not know, so a typo cannot make a budget that checks nothing. */
export function validateBudgets(budgets) {
  const kinds = Object.keys(budgets);
  if (kinds.join() !== 'gates,targets') throw new Error(`budgets: expected "gates" and "targets", got ${kinds}`);
  for (const kind of kinds)
    for (const [section, subjects] of Object.entries(budgets[kind]))
      for (const [name, limits] of Object.entries(subjects))
        for (const [key, limit] of Object.entries(limits))
          if (!LIMITS[key] || typeof limit !== 'number')
            throw new Error(`budgets: ${kind}.${section}["${name}"].${key} = ${limit} is not a known numeric limit`);
  return budgets;
}

export const loadBudgets = (file = path.join(import.meta.dirname, '../budgets.json')) =>
  validateBudgets(JSON.parse(readFileSync(file, 'utf8')));

/**
 * @typedef {{ name: string, what: string, value: number, limit: number, distance: number, met: boolean,
 *   lower?: boolean, unit?: string, digits: number }} Check
 */

/**
 * Every budget of a measured figure, checked: `distance` is how far the value is on the wrong side of the limit
 * (positive: missed by that much; zero or negative: met, with that margin). Budgets of figures this run did not
 * measure (a section BENCH_ONLY left out, the PostgreSQL figures without PostgreSQL) are left out.
 */
export function evaluate(budgets, figures) {
  /** @type {{ gates: Check[], targets: Check[] }} */
  const checks = { gates: [], targets: [] };
  for (const kind of ['gates', 'targets'])
    for (const figure of figures)
      for (const [key, limit] of Object.entries(budgets[kind][figure.section]?.[figure.name] ?? {})) {
        const spec = LIMITS[key];
        const value = figure.values[spec.value];
        if (value === undefined) throw new Error(`${figure.name}: no ${spec.value} to check ${key} against`);
        const distance = spec.lower ? limit - value : value - limit;
        checks[kind].push({ ...spec, name: figure.name, limit, value, distance, met: distance <= 0 });
      }
  return checks;
}

const number = (n, spec) => `${n.toFixed(spec.digits)}${spec.unit ?? ''}`;

/** `/sign-in: gzip JS 242.9 KB, ≤ 130 KB`: the limit as written in the budgets (0.0005 stays 0.0005). */
const stated = (c) => `${c.name}: ${c.what} ${number(c.value, c)}, ${c.lower ? '≥' : '≤'} ${c.limit}${c.unit ?? ''}`;

/** The limit alone, for a table's column: `≤130`, or '' when there is none. */
export function limitText(budgets, kind, section, name, key) {
  const limit = budgets[kind][section]?.[name]?.[key];
  return limit === undefined ? '' : `${LIMITS[key].lower ? '≥' : '≤'}${limit}`;
}

/**
 * The verdict printed at the end of a run: every gate and target with its distance, and the exit code — 1 when a
 * gate is missed or a section found a fault (`faults`: an unsound ledger, an unexpected answer), else 0.
 */
export function verdict(checks, faults = []) {
  const missedGates = checks.gates.filter((c) => !c.met);
  const metTargets = checks.targets.filter((c) => c.met);
  const lines = ['', 'Gates (must hold on every run; a miss fails it):'];
  for (const c of checks.gates)
    lines.push(
      c.met
        ? `  ok      ${stated(c)} (margin ${number(-c.distance, c)})`
        : `  MISSED  ${stated(c)} (missed by ${number(c.distance, c)})`,
    );
  for (const fault of faults) lines.push(`  FAULT   ${fault}`);
  if (checks.targets.length) {
    lines.push('', 'Targets (what we aim at; a miss does not fail the run):');
    for (const c of checks.targets)
      lines.push(
        c.met
          ? `  met     ${stated(c)} (margin ${number(-c.distance, c)})`
          : `  not yet ${stated(c)} (${number(c.distance, c)} to go)`,
      );
  }
  const failed = missedGates.length + faults.length;
  lines.push(
    '',
    `${failed ? `FAIL: ${missedGates.length} of ${checks.gates.length} gates missed, ${faults.length} faults` : `PASS: all ${checks.gates.length} gates held`}; targets met: ${metTargets.length} of ${checks.targets.length}.`,
  );
  return { lines, exitCode: failed ? 1 : 0 };
}
