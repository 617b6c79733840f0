// Prints the ten slowest spec files (their tests' time summed, per build), then the plain closing
// line CI reads: "Browser: N passed, N failed, N skipped".
import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

type Outcome = 'passed' | 'failed' | 'skipped';

interface FileCost {
  ms: number;
  tests: number;
  byProject: Map<string, number>;
}

export default class SummaryReporter implements Reporter {
  private outcomes = new Map<string, Outcome>();
  private files = new Map<string, FileCost>();
  private retried: string[] = [];

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
    if (outcome === 'flaky') this.retried.push(test.titlePath().filter(Boolean).join(' › '));
    const file = relative(process.cwd(), test.location.file);
    const cost = this.files.get(file) ?? { ms: 0, tests: 0, byProject: new Map() };
    const project = test.parent.project()?.name ?? '';
    cost.ms += result.duration;
    if (result.retry === 0) cost.tests++;
    cost.byProject.set(project, (cost.byProject.get(project) ?? 0) + result.duration);
    this.files.set(file, cost);
  }

  onEnd(result: FullResult): void {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    const total = [...this.files.values()].reduce((sum, f) => sum + f.ms, 0);
    const slowest = [...this.files].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
    if (slowest.length) {
      console.log(
        `\nSlowest spec files (test time summed; ${seconds(total)} in all, ` +
          `${seconds(result.duration)} wall):`,
      );
      for (const [file, cost] of slowest) {
        const projects = [...cost.byProject].map(([name, ms]) => `${name} ${seconds(ms)}`);
        console.log(
          `  ${seconds(cost.ms).padStart(8)}  ${String(cost.tests).padStart(4)} tests  ${file}` +
            (projects.length > 1 ? `  (${projects.join(', ')})` : ''),
        );
      }
    }
    if (this.retried.length) {
      console.log(`\nPassed only on a retry (a bug to fix, not a pass):`);
      for (const title of this.retried) console.log(`  ${title}`);
    }
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
