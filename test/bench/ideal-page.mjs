// The ideal page of a real page: the page as the runtime leaves it once settled at Lighthouse's
// phone viewport, serialised with its scripts removed and the runtime's adopted styles inlined:
// what a server that rendered the finished page would send (DESIGN.md, Budgets). No script can
// show the page sooner: it is the yardstick of the runtime's LCP.
import { PHONE } from './chromium.mjs';

const SETTLE_TIMEOUT_MS = 60_000;

/**
 * Loads `url` (a page with the runtime) at the phone's viewport, waits until no block or
 * controller is pending (those below the fold mount in the runtime's idle pass: nothing is
 * scrolled, as Lighthouse scrolls nothing), and returns { html, height }: the finished page as
 * HTML, and its height at the phone's width (for the loads that scroll through it there).
 */
export async function captureIdealPage(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(
      () =>
        window.SiteRuntime !== undefined &&
        [...window.SiteRuntime.blocks(), ...window.SiteRuntime.controllers()].every(
          (unit) => unit.state !== 'pending',
        ),
      null,
      { timeout: SETTLE_TIMEOUT_MS, polling: 100 },
    );
    // Two frames more: what the last mounts wrote is laid out, and images chose their sources.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const html = await page.evaluate(() => {
      const root = document.documentElement.cloneNode(true);
      for (const script of root.querySelectorAll('script')) script.remove();
      const css = document.adoptedStyleSheets
        .flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
        .join('\n');
      const head = root.querySelector('head');
      if (head && css) {
        const style = document.createElement('style');
        style.setAttribute('data-bench-ideal', 'adopted styles of the runtime');
        style.textContent = css;
        head.append(style);
      }
      return `<!doctype html>\n${root.outerHTML}`;
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    return { html, height };
  } finally {
    await context.close();
  }
}
