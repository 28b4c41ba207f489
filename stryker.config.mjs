// Mutation testing (StrykerJS with its Vitest runner) of the modules that guard visitors, one
// group at a time: `npm run mutate` (scripts/mutate.mjs) sets MUTATE_GROUP for each group of
// scripts/mutation-groups.mjs. README "Mutation testing" says how to read the report. Not part of
// `npm test` or CI: a group takes minutes.
import { currentGroup } from './scripts/mutation-groups.mjs';

const name = process.env.MUTATE_GROUP;
const group = currentGroup(name);

export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './scripts/stryker-ignore-debug-log.mjs'],
  ignorers: ['debug-log'],
  vitest: {
    // Only the group's tests (the config's include), and of those the files that import the
    // mutated modules. Stryker's own `testFiles` is not used: with it, Stryker 9 activates a static
    // mutant (a regular expression's source, say) after its module has loaded, so it survives
    // whatever the tests assert.
    configFile: 'vitest.mutate.config.mjs',
    related: true,
  },
  mutate: group.mutate,
  // Only the TypeScript sources and tests get `// @ts-nocheck` (Vitest does not type-check
  // anyway). Stryker's default takes every file, and rewrote the inline scripts of the real pages
  // under fixtures/ that tests read, so those tests failed before any mutant ran.
  disableTypeChecks: '{src,blocks,initialisers,test}/**/*.{ts,tsx}',
  coverageAnalysis: 'perTest',
  // Two cores, shared: one worker by default (`npm run mutate -- lib --concurrency 2` for two).
  concurrency: 1,
  // A busy machine slows every test; a mutant only times out when it really loops.
  timeoutMS: 10_000,
  incremental: true,
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  reporters: ['html', 'json', 'clear-text', 'progress-append-only'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
