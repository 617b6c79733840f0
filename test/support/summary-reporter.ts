// Prints the plain closing line CI reads: "Browser: N passed, N failed, N skipped".
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, 'passed' | 'failed' | 'skipped'>();
  onTestEnd(test: TestCase, result: TestResult): void {
    const outcome = test.outcome();
    this.outcomes.set(
      test.id,
      outcome === 'skipped'
        ? 'skipped'
        : outcome === 'expected' || outcome === 'flaky'
          ? 'passed'
          : result.status === 'passed'
            ? 'passed'
            : 'failed',
    );
  }
  onEnd(): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const o of this.outcomes.values()) {
      if (o === 'passed') passed++;
      else if (o === 'failed') failed++;
      else skipped++;
    }
    console.log(`Browser: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  }
}
