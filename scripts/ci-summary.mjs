// Sums the unit (Vitest JSON) and browser (Playwright JSON) reports into the CI summary line,
// printed last: "N passed, N failed" plus ", N skipped" when some were skipped.
// Usage: node scripts/ci-summary.mjs test-results/unit.json test-results/e2e.json
// Exits 1 when a test failed, a test file could not run, or a report is missing or unreadable.
import { existsSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Vitest's JSON reporter (Jest-compatible shape). */
function countVitest(report) {
  // A test file that fails before its tests run (an import error) has no test results:
  // it counts as one failure, so it cannot hide.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
  ).length;
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + brokenFiles,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter. */
function countPlaywright(report) {
  const stats = report.stats ?? {};
  // Global errors (a web server that did not start, a spec that did not load) count as failures.
  const globalErrors = (report.errors ?? []).length;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + globalErrors,
    skipped: stats.skipped ?? 0,
  };
}

function isPlaywrightReport(report) {
  return typeof report === 'object' && report !== null && 'stats' in report && 'suites' in report;
}

function isVitestReport(report) {
  return typeof report === 'object' && report !== null && 'numTotalTests' in report;
}

/** Reads one report; returns its counts, or a problem to print. */
export function countReport(file) {
  if (!existsSync(file)) return { problem: `${file} is missing: that test stage did not finish` };
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    return { problem: `${file} is not valid JSON: ${error.message}` };
  }
  if (isVitestReport(report)) return { counts: countVitest(report) };
  if (isPlaywrightReport(report)) return { counts: countPlaywright(report) };
  return { problem: `${file} is neither a Vitest nor a Playwright JSON report` };
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

function main(files) {
  const total = { passed: 0, failed: 0, skipped: 0 };
  let problems = 0;
  for (const file of files) {
    const { counts, problem } = countReport(file);
    if (problem) {
      problems += 1;
      console.log(`ci-summary: ${problem}`);
      continue;
    }
    console.log(`ci-summary: ${basename(file)}: ${summaryLine(counts)}`);
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
  }
  console.log(summaryLine(total));
  return total.failed > 0 || problems > 0 ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const files = process.argv.slice(2);
  process.exitCode = main(
    files.length > 0 ? files : ['test-results/unit.json', 'test-results/e2e.json'],
  );
}
