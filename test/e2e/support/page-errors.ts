import type { ConsoleMessage, Page } from '@playwright/test';

/** One problem the page reported: an uncaught error, or a console.error line. */
export interface PageProblem {
  kind: 'uncaught' | 'console';
  text: string;
  /** Where it came from (script or resource URL), when the browser says. */
  location: string;
}

/**
 * Collects uncaught errors (`pageerror`) and console errors of one page. Tests may allow console
 * errors they cause on purpose; anything else fails the test when it ends.
 */
/**
 * The platform answers the cart call with 404 when the visitor has no cart (its documented
 * answer: src/api/commerce-names.ts), and Chromium logs every 4xx answer: no error of the page.
 */
function isNoCartAnswer(problem: PageProblem): boolean {
  return (
    problem.kind === 'console' &&
    /\/api\/commerce\/shopping-cart(?:[?:]|$)/.test(problem.location) &&
    problem.text.includes('status of 404')
  );
}

export class PageErrorCollector {
  private readonly problems: PageProblem[] = [];
  private readonly allowedConsole: RegExp[] = [];

  constructor(page: Page) {
    page.on('pageerror', (error) => {
      this.problems.push({
        kind: 'uncaught',
        text: error.stack ?? `${error.name}: ${error.message}`,
        location: '',
      });
    });
    page.on('console', (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      this.problems.push({
        kind: 'console',
        text: message.text(),
        location: url ? `${url}:${lineNumber}` : '',
      });
    });
  }

  /** Console errors matching `pattern` are expected by this test and do not fail it. */
  allowConsoleErrors(pattern: RegExp): void {
    this.allowedConsole.push(pattern);
  }

  /** Everything collected so far, allowed or not. */
  all(): PageProblem[] {
    return [...this.problems];
  }

  /** The problems that fail the test: every uncaught error and every console error not allowed. */
  unexpected(): PageProblem[] {
    return this.problems.filter(
      (problem) =>
        problem.kind === 'uncaught' ||
        (!isNoCartAnswer(problem) &&
          !this.allowedConsole.some((pattern) => pattern.test(problem.text))),
    );
  }
}

export function formatProblems(problems: PageProblem[]): string {
  return problems
    .map(
      (problem) =>
        `[${problem.kind}] ${problem.text}${problem.location ? ` (${problem.location})` : ''}`,
    )
    .join('\n');
}
