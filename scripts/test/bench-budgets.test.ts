/**
 * `npm run bench` judges its figures by bench/budgets.json (decision 62): a missed gate fails the run, a missed
 * target is printed with the distance to it and does not.
 */
import { describe, expect, it } from 'vitest';
import { evaluate, loadBudgets, validateBudgets, verdict } from '../../bench/lib/budgets.mjs';

const budgets = {
  gates: {
    bundles: { '/sign-in': { maxJsGzipKB: 260 } },
    api: { 'GET /api/v1/profile': { minThroughputRatio: 0.25 }, 'GET /api/v1/balance': { minThroughputRatio: 0.0005 } },
  },
  targets: {
    bundles: { '/sign-in': { maxJsGzipKB: 130 } },
    lighthouse: { '/sign-in': { minPerformanceScore: 95 } },
  },
};

const run = (jsGzipKB: number, rpsRatio: number, performance: number, faults: string[] = []) =>
  verdict(
    evaluate(budgets, [
      { section: 'bundles', name: '/sign-in', values: { jsGzipKB } },
      { section: 'api', name: 'GET /api/v1/profile', values: { rpsRatio } },
      { section: 'api', name: 'GET /api/v1/balance', values: { rpsRatio: 0.0502 } },
      { section: 'lighthouse', name: '/sign-in', values: { performance } },
    ]),
    faults,
  );

describe('bench gates and targets', () => {
  it('passes with missed targets, printing how far each is', () => {
    const { lines, exitCode } = run(242.9, 0.4, 71);
    expect(exitCode).toBe(0);
    expect(lines).toContain('  not yet /sign-in: gzip JS 242.9 KB, ≤ 130 KB (112.9 KB to go)');
    expect(lines).toContain('  not yet /sign-in: Lighthouse performance 71, ≥ 95 (24 to go)');
    expect(lines).toContain('  ok      /sign-in: gzip JS 242.9 KB, ≤ 260 KB (margin 17.1 KB)');
    expect(lines).toContain('  ok      GET /api/v1/profile: req/s ratio 0.400, ≥ 0.25 (margin 0.150)');
    expect(lines).toContain('  ok      GET /api/v1/balance: req/s ratio 0.050, ≥ 0.0005 (margin 0.050)');
    expect(lines.at(-1)).toBe('PASS: all 3 gates held; targets met: 0 of 2.');
  });

  it('fails on a missed gate, naming it and by how much', () => {
    const { lines, exitCode } = run(270, 0.4, 96);
    expect(exitCode).toBe(1);
    expect(lines).toContain('  MISSED  /sign-in: gzip JS 270.0 KB, ≤ 260 KB (missed by 10.0 KB)');
    expect(lines).toContain('  met     /sign-in: Lighthouse performance 96, ≥ 95 (margin 1)');
    expect(lines.at(-1)).toBe('FAIL: 1 of 3 gates missed, 0 faults; targets met: 1 of 2.');
  });

  it('fails on a lower-bound gate and on a fault whatever the budgets', () => {
    expect(run(200, 0.2, 96).exitCode).toBe(1);
    const faulty = run(120, 0.4, 96, ['PostgreSQL, 1000 positions: ledger unsound: x']);
    expect(faulty.exitCode).toBe(1);
    expect(faulty.lines).toContain('  FAULT   PostgreSQL, 1000 positions: ledger unsound: x');
  });

  it('checks Lighthouse categories as lower bounds and a layout shift of 0 as a ceiling', () => {
    const lighthouse = {
      '/learn': { minAccessibilityScore: 95, minBestPracticesScore: 95, minSeoScore: 95, maxCls: 0 },
    };
    const judge = (cls: number) =>
      verdict(
        evaluate({ gates: { lighthouse }, targets: {} }, [
          {
            section: 'lighthouse',
            name: '/learn',
            values: { accessibility: 100, bestPractices: 92, seo: 95, cls },
          },
        ]),
      );
    const steady = judge(0);
    expect(steady.lines).toContain('  ok      /learn: Lighthouse accessibility 100, ≥ 95 (margin 5)');
    expect(steady.lines).toContain('  MISSED  /learn: Lighthouse best practices 92, ≥ 95 (missed by 3)');
    expect(steady.lines).toContain('  ok      /learn: Lighthouse SEO 95, ≥ 95 (margin 0)');
    expect(steady.lines).toContain('  ok      /learn: cumulative layout shift 0.000, ≤ 0 (margin 0.000)');
    expect(steady.lines.at(-1)).toBe('FAIL: 1 of 4 gates missed, 0 faults; targets met: 0 of 0.');
    expect(judge(0.012).lines).toContain('  MISSED  /learn: cumulative layout shift 0.012, ≤ 0 (missed by 0.012)');
  });

  it('checks only what the run measured (a section BENCH_ONLY left out)', () => {
    const checks = evaluate(budgets, [{ section: 'bundles', name: '/sign-in', values: { jsGzipKB: 100 } }]);
    expect(checks.gates.map((c) => c.name)).toEqual(['/sign-in']);
    expect(checks.targets).toHaveLength(1);
    expect(verdict(checks).exitCode).toBe(0);
  });

  it('refuses an unknown limit, so a typo cannot make a budget that checks nothing', () => {
    expect(() => validateBudgets({ gates: { bundles: { '/': { maxJsKB: 1 } } }, targets: {} })).toThrow(/maxJsKB/);
    expect(() => validateBudgets({ gates: {} })).toThrow(/gates/);
  });

  it('reads the committed bench/budgets.json', () => {
    const committed = loadBudgets();
    expect(Object.keys(committed.gates).length).toBeGreaterThan(0);
    expect(Object.keys(committed.targets).length).toBeGreaterThan(0);
  });
});
