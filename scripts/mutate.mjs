// `npm run mutate [-- <group>... [stryker options]]`: mutation testing, one group of modules at a
// time (stryker.config.mjs lists them), then each group's score. Options starting with `--` go to
// Stryker as they are (`--concurrency 2`, `--force` to ignore the incremental file). Exits
// non-zero when a group could not run or scored under the break threshold.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { groups } from './mutation-groups.mjs';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const named = firstOption < 0 ? args : args.slice(0, firstOption);
const options = firstOption < 0 ? [] : args.slice(firstOption);

const unknown = named.filter((name) => !(name in groups));
if (unknown.length > 0) {
  console.error(
    `Unknown group ${unknown.join(', ')}; the groups: ${Object.keys(groups).join(', ')}`,
  );
  process.exit(2);
}

/** Stryker's mutation score: detected (killed or timed out) over all valid, covered or not. */
function score(report) {
  const counts = {};
  for (const file of Object.values(report.files)) {
    for (const mutant of file.mutants) counts[mutant.status] = (counts[mutant.status] ?? 0) + 1;
  }
  const detected = (counts.Killed ?? 0) + (counts.Timeout ?? 0);
  const undetected = (counts.Survived ?? 0) + (counts.NoCoverage ?? 0);
  const total = detected + undetected;
  return { counts, score: total === 0 ? 100 : (100 * detected) / total };
}

const results = [];
for (const name of named.length > 0 ? named : Object.keys(groups)) {
  console.log(`\n=== mutation group "${name}" ===`);
  const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...options], {
    stdio: 'inherit',
    env: { ...process.env, MUTATE_GROUP: name },
  });
  const reportFile = `reports/mutation/${name}.json`;
  const report = existsSync(reportFile) ? JSON.parse(readFileSync(reportFile, 'utf8')) : null;
  results.push({ name, status: run.status, ...(report ? score(report) : { score: NaN }) });
}

console.log('\ngroup          score  killed  timeout  survived  no cover  report');
for (const { name, status, score: value, counts = {} } of results) {
  const cells = [
    name.padEnd(13),
    `${value.toFixed(1)}%`.padStart(6),
    String(counts.Killed ?? 0).padStart(7),
    String(counts.Timeout ?? 0).padStart(8),
    String(counts.Survived ?? 0).padStart(9),
    String(counts.NoCoverage ?? 0).padStart(9),
    ` reports/mutation/${name}.html${status === 0 ? '' : '  (stryker failed)'}`,
  ];
  console.log(cells.join(' '));
}
process.exit(results.every((result) => result.status === 0) ? 0 : 1);
