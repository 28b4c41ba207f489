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
 * Runs axe-core on the page and returns its raw violations. axe is evaluated through the DevTools
 * protocol rather than page.addScriptTag: an added <script> is inline code, which the strict
 * Content-Security-Policy of the csp-* pages blocks.
 */
async function axeResults(
  page: Page,
  options: RunOptions,
  include: string[] | null,
  exclude: string[],
): Promise<Result[]> {
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
  return results.violations;
}

/** axe's violations on the page (or on `include` but not `exclude`), a line per failing element. */
export async function axeViolations(
  page: Page,
  options: RunOptions = {},
  /** Selectors of the parts of the page to check; the whole document by default. */
  include: string[] | null = null,
  /** Selectors of parts inside those to leave out. */
  exclude: string[] = [],
): Promise<AxeViolation[]> {
  const violations = await axeResults(page, options, include, exclude);
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) =>
      `${node.target.join(' ')}: ${node.failureSummary ?? ''}`.replace(/\s+/g, ' '),
    ),
  }));
}

/**
 * axe's violations on the whole page, each with the selectors of its failing elements in the
 * document (elements inside frames or shadow roots are left out) and what to fix on each.
 */
export async function runAxe(
  page: Page,
  options: RunOptions = {},
): Promise<Array<{ id: string; targets: string[]; summaries: string[] }>> {
  const violations = await axeResults(page, options, null, []);
  return violations.map((violation) => {
    const nodes = violation.nodes.filter(
      (node) => node.target.length === 1 && typeof node.target[0] === 'string',
    );
    return {
      id: violation.id,
      targets: nodes.map((node) => node.target[0] as string),
      summaries: nodes.map((node) => node.failureSummary ?? ''),
    };
  });
}

export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n  ${v.nodes.join('\n  ')}`)
    .join('\n');
}
