import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** One line per failing element: its selector and what to fix. */
  nodes: string[];
}

/**
 * Runs axe-core on the page and returns its violations. axe is evaluated through the DevTools
 * protocol rather than page.addScriptTag: an added <script> is inline code, which the strict
 * Content-Security-Policy of the csp-* pages blocks.
 */
export async function axeViolations(
  page: Page,
  options: RunOptions = {},
  /** Selectors of the parts of the page to check; the whole document by default. */
  include: string[] | null = null,
  /** Selectors of parts inside those to leave out. */
  exclude: string[] = [],
): Promise<AxeViolation[]> {
  // A widget that is still fading in has lighter colours than it settles on: axe would measure
  // a contrast the visitor never reads. Endless animations (spinners, lottie) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const results = await page.evaluate(
    ({ runOptions, parts, skip }) =>
      (
        window as unknown as {
          axe: { run: (c: unknown, o: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(
        parts
          ? { include: parts.map((part) => [part]), exclude: skip.map((part) => [part]) }
          : document,
        {
          ...runOptions,
          resultTypes: ['violations'],
        },
      ),
    { runOptions: options, parts: include, skip: exclude },
  );
  return results.violations.map((violation: Result) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) =>
      `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
    ),
  }));
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.join('\n  ')}`)
    .join('\n');
}
