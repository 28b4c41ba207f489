import fc from 'fast-check';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Measurement } from './support/markup-readers';
import { markupReadersBundle } from './support/markup-readers-bundle';
import config from '../../playwright.config';

// Issue 17, "linear-time readers": every reader of markup (block JSON, data attributes, embedded
// HTML, inline scripts, rich text) returns in time proportional to its input. fast-check picks
// hostile content made of what each reader looks for (its known attacks first); each reader gets
// it at sizes up to 1 MB in Chromium, and its time is set against a linear pass over the same
// input, measured in the same run:
// - at every size, it may take at most LINEAR_FACTOR such passes: an expensive quadratic reader
//   fails at once, at 64 kB;
// - from one size to the next, its time may grow at most GROWTH_ALLOWANCE times as much as the
//   input (give or take SLACK_PASSES linear passes, for readers too fast to time): a cheap
//   quadratic reader, whose time grows with the square of the input, fails at 1 MB.

/** Input sizes, in characters, each four times the one before. */
const SIZES = [64 * 1024, 256 * 1024, 1024 * 1024];

/**
 * How many linear passes a reader may take. Linear readers measure under a tenth of it (reading
 * thousands of images is the dearest); the reported regular expression took 26,000 at 64 kB.
 */
const LINEAR_FACTOR = 1500;

/** A linear reader's time grows as its input does (4 times); a quadratic one's 16 times. */
const GROWTH_ALLOWANCE = 2.5;

/** Below this many linear passes a reader is too fast to time its growth. */
const SLACK_PASSES = 50;

/** How many more times a size is measured before its reader counts as non-linear. */
const REMEASURE = 2;

/** Text made of what readers look for: tags, quotes, brackets, escapes, schemes, separators. */
const TOKENS = [
  '<iframe',
  ' src=',
  '"',
  "'",
  '>',
  '<',
  '</',
  '<a href="',
  'javascript:',
  '//',
  'https://www.youtube.com/embed/x',
  '&amp;',
  '\\',
  '{',
  '}',
  '[',
  ':',
  ',',
  '=',
  ' ',
  '\t',
  '\n',
  'x',
  '1',
  '.',
  'Static.SQUARESPACE_CONTEXT = ',
  'collectionId',
  'objectName',
  '<p>',
  '<div>',
  '<!--',
  '-->',
  '<script>',
  '<svg>',
  '%',
  'design-layout-',
] as const;

const hostileUnit = fc
  .array(fc.oneof(fc.constantFrom(...TOKENS), fc.string({ maxLength: 4 })), {
    minLength: 1,
    maxLength: 24,
  })
  .map((parts) => parts.join(''));

const HARNESS_PATH = '/__markup-readers.html';

async function openHarness(page: Page) {
  const bundle = await markupReadersBundle();
  await page.route(`**${HARNESS_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      // The bundle is the page's only script; no runtime boots here.
      body: '<!doctype html><html lang="en"><head><title>Markup readers</title></head><body></body></html>',
    }),
  );
  await page.goto(HARNESS_PATH);
  await page.addScriptTag({ content: bundle });
  return page.evaluate(() => window.__markupReaders?.cases() ?? []);
}

function measure(page: Page, name: string, unit: string, size: number): Promise<Measurement> {
  return page.evaluate(
    ([reader, hostile, length]) => {
      const readers = window.__markupReaders;
      if (!readers) throw new Error('The markup readers bundle did not load');
      return readers.measure(reader, hostile, length);
    },
    [name, unit, size] as const,
  );
}

/** The faster of two measurements of one reader on one input, each time at its best. */
function fastest(first: Measurement, second: Measurement): Measurement {
  return {
    ...first,
    readerMs: Math.min(first.readerMs, second.readerMs),
    baselineMs: Math.min(first.baselineMs, second.baselineMs),
  };
}

function summary(result: Measurement, unit: string): string {
  const passes = result.readerMs / result.baselineMs;
  return `${result.inputLength} characters of ${JSON.stringify(unit)}: ${result.readerMs.toFixed(1)} ms, ${passes.toFixed(0)} linear passes (${result.outcome})`;
}

/** What makes `result` (after `previous`, on a smaller input) not linear, or null. */
function nonLinear(result: Measurement, previous: Measurement | null): string | null {
  if (result.outcome.startsWith('threw')) return 'an exception';
  if (result.readerMs > LINEAR_FACTOR * result.baselineMs) {
    return `more than ${LINEAR_FACTOR} linear passes`;
  }
  if (!previous) return null;
  const inputGrowth = result.inputLength / previous.inputLength;
  const allowed =
    GROWTH_ALLOWANCE * inputGrowth * previous.readerMs + SLACK_PASSES * result.baselineMs;
  if (result.readerMs <= allowed) return null;
  return `${(result.readerMs / previous.readerMs).toFixed(0)} times the time of ${previous.inputLength} characters (${previous.readerMs.toFixed(1)} ms), for ${inputGrowth.toFixed(1)} times the input`;
}

// The harness collects garbage before each timed run (window.gc).
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--js-flags=--expose-gc'],
  },
});

test.describe('readers of markup are linear in their input (issue 17)', () => {
  // One long test: the bundle is built once, and the readers take turns on one page.
  test.setTimeout(180_000);

  test('every reader, fed hostile content up to 1 MB', async ({ page, pageErrors }) => {
    // Readers warn about what they cannot use; that is not what this test is about.
    pageErrors.allowConsoleErrors(/./);
    const cases = await openHarness(page);
    expect(cases.length).toBeGreaterThan(20);
    // Every reader has its turn; the failures are reported together.
    const failures: string[] = [];
    for (const { name, examples } of cases) {
      const details = await fc.check(
        fc.asyncProperty(hostileUnit, async (unit) => {
          let previous: Measurement | null = null;
          let previousSize = 0;
          for (const size of SIZES) {
            let result = await measure(page, name, unit, size);
            // A busy machine only ever makes a run slower: before calling a reader non-linear,
            // both sizes are measured again and each keeps its fastest time.
            for (let again = 0; again < REMEASURE && nonLinear(result, previous); again += 1) {
              result = fastest(result, await measure(page, name, unit, size));
              if (previous) {
                previous = fastest(previous, await measure(page, name, unit, previousSize));
              }
            }
            const problem = nonLinear(result, previous);
            const report = `${name}, ${summary(result, unit)}${problem ? `: ${problem}` : ''}`;
            // LINEAR_READERS_REPORT=1 prints every measurement.
            if (process.env.LINEAR_READERS_REPORT) console.log(report);
            if (problem) throw new Error(report);
            previous = result;
            previousSize = size;
          }
        }),
        // The reader's known attacks, then random content. Every run is a few page round trips
        // over megabytes: no shrinking (the report names the content and the size).
        {
          examples: examples.map((unit) => [unit]),
          numRuns: examples.length + 1,
          endOnFailure: true,
        },
      );
      if (details.failed) failures.push(String((details.errorInstance as Error | null)?.message));
    }
    expect(failures, 'every reader is linear in its input, and throws nothing').toEqual([]);
  });
});
