/**
 * The suite's reporter fails a run in which a test passed only when retried, and counts that test as failed:
 * a retry hides a flaky test. A nested Vitest runs a one-file suite written to a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const reporter = path.join(root, 'scripts/summary-reporter.ts');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

function runSuite(tests: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'yc-reporter-'));
  writeFileSync(path.join(dir, 'suite.test.js'), tests);
  writeFileSync(
    path.join(dir, 'vitest.config.mjs'),
    `export default { test: { globals: true, reporters: [${JSON.stringify(reporter)}] } };`,
  );
  const run = spawnSync(process.execPath, [vitest, 'run', '--root', dir], { cwd: dir, encoding: 'utf8' });
  return { status: run.status, out: run.stdout };
}

describe('summary reporter', () => {
  it('fails the run when a test passed only on a retry', () => {
    const { status, out } = runSuite(`
      let tries = 0;
      test('flaky', { retry: 1 }, () => { if (++tries === 1) throw new Error('first try fails'); });
      test('steady', () => {});
    `);
    expect(out).toContain('Retried, so counted as failed');
    expect(out).toContain('suite.test.js > flaky');
    expect(out).toMatch(/^Summary: 1 passed, 1 failed, 0 skipped$/m);
    expect(status).toBe(1);
  });

  it('counts a file whose setup failed as a failure, though its tests were skipped', () => {
    const { status, out } = runSuite(`
      beforeAll(() => { throw new Error('setup fails'); });
      test('never runs', () => {});
    `);
    expect(out).toMatch(/^Summary: 0 passed, 1 failed, 1 skipped$/m);
    expect(status).toBe(1);
  });

  it('passes a run whose tests passed at the first try', () => {
    const { status, out } = runSuite(`test('steady', () => {});`);
    expect(out).toMatch(/^Summary: 1 passed, 0 failed, 0 skipped$/m);
    expect(status).toBe(0);
  });
});
