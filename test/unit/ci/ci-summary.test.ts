// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = join(__dirname, '../../../scripts/ci-summary.mjs');

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function report(name: string, content: unknown): string {
  const file = join(dir, name);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

function vitestReport(counts: { passed: number; failed: number; pending?: number; todo?: number }) {
  return {
    numTotalTests: counts.passed + counts.failed + (counts.pending ?? 0) + (counts.todo ?? 0),
    numPassedTests: counts.passed,
    numFailedTests: counts.failed,
    numPendingTests: counts.pending ?? 0,
    numTodoTests: counts.todo ?? 0,
    success: counts.failed === 0,
    testResults: [
      { name: 'a.test.ts', status: counts.failed ? 'failed' : 'passed', assertionResults: [{}] },
    ],
  };
}

function playwrightReport(stats: {
  expected: number;
  unexpected: number;
  flaky?: number;
  skipped?: number;
}) {
  return {
    config: {},
    suites: [],
    errors: [],
    stats: { flaky: 0, skipped: 0, ...stats },
  };
}

function run(...files: string[]) {
  const result = spawnSync(process.execPath, [SCRIPT, ...files], { encoding: 'utf8' });
  const lines = result.stdout.trim().split('\n');
  return { status: result.status, lines, last: lines.at(-1) };
}

describe('scripts/ci-summary.mjs', () => {
  it('sums unit and browser reports into the last line and exits 0 when all passed', () => {
    const result = run(
      report('unit.json', vitestReport({ passed: 120, failed: 0 })),
      report('e2e.json', playwrightReport({ expected: 14, unexpected: 0, flaky: 1 })),
    );

    expect(result.last).toBe('135 passed, 0 failed');
    expect(result.status).toBe(0);
  });

  it('adds skipped tests (pending, todo and Playwright skips) and exits 1 on a failure', () => {
    const result = run(
      report('unit.json', vitestReport({ passed: 10, failed: 2, pending: 1, todo: 1 })),
      report('e2e.json', playwrightReport({ expected: 3, unexpected: 1, skipped: 2 })),
    );

    expect(result.last).toBe('13 passed, 3 failed, 4 skipped');
    expect(result.status).toBe(1);
  });

  it('counts a test file that could not run and a Playwright global error as failures', () => {
    const unit = vitestReport({ passed: 5, failed: 0 });
    unit.testResults.push({ name: 'broken.test.ts', status: 'failed', assertionResults: [] });
    const e2e = {
      ...playwrightReport({ expected: 0, unexpected: 0 }),
      errors: [{ message: 'webServer exited' }],
    };

    const result = run(report('unit.json', unit), report('e2e.json', e2e));

    expect(result.last).toBe('5 passed, 2 failed');
    expect(result.status).toBe(1);
  });

  it('names a missing or unreadable report, still ends with the summary line, and exits 1', () => {
    const result = run(join(dir, 'unit.json'), report('e2e.json', '{ not json'));

    expect(result.lines.some((line) => line.includes('unit.json is missing'))).toBe(true);
    expect(result.lines.some((line) => line.includes('e2e.json is not valid JSON'))).toBe(true);
    expect(result.last).toBe('0 passed, 0 failed');
    expect(result.status).toBe(1);
  });
});
