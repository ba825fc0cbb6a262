/**
 * Prints one plain closing line, `Summary: N passed, N failed, N skipped`, that any CI log reader understands.
 * A test that passed only when run again fails the run: a retry hides a flaky test, whose cause must be fixed.
 * A file that failed outside its tests (a failing beforeAll leaves them skipped) counts as one failure.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    const retried: string[] = [];
    for (const module of modules) {
      const failedBefore = count.failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        const wasRetried = (test.diagnostic()?.retryCount ?? 0) > 0;
        if (wasRetried) retried.push(`${module.moduleId} > ${test.fullName}`);
        if (state === 'passed' && !wasRetried) count.passed++;
        else if (state === 'failed' || state === 'passed') count.failed++;
        else count.skipped++;
      }
      if (module.state() === 'failed' && count.failed === failedBefore) count.failed++;
    }
    if (retried.length) {
      process.stdout.write(
        `\nRetried, so counted as failed (fix the cause, never retry):\n  ${retried.join('\n  ')}\n`,
      );
      process.exitCode = 1;
    }
    process.stdout.write(`\nSummary: ${count.passed} passed, ${count.failed} failed, ${count.skipped} skipped\n`);
  }
}
