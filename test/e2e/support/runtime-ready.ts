import type { Page } from '@playwright/test';
import type { BlockInfo } from '../../../src/runtime/types';
import { holdRequests } from './held-requests';

/** What the init script (see fixtures.ts) records in every page before any page script runs. */
export interface PageProbe {
  /** Set once `site-runtime:ready` was dispatched on the document. */
  ready: boolean;
  /** Set once `site-runtime:initialised` was dispatched: every initialiser, idle ones too, ran. */
  initialised: boolean;
  /** Content-Security-Policy violations: `directive blocked-uri`. */
  cspViolations: string[];
}

declare global {
  interface Window {
    __srProbe?: PageProbe;
  }
}

/** Added with context.addInitScript: runs first in every document, even under a strict CSP. */
export function installPageProbe(): void {
  const probe: PageProbe = { ready: false, initialised: false, cspViolations: [] };
  window.__srProbe = probe;
  document.addEventListener('site-runtime:ready', () => {
    probe.ready = true;
  });
  document.addEventListener('site-runtime:initialised', () => {
    probe.initialised = true;
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    probe.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });
}

/** What the page shows when waiting failed, so the test report says why. */
async function describeRuntime(page: Page): Promise<string> {
  return page.evaluate(() => {
    if (!window.SiteRuntime)
      return 'window.SiteRuntime is missing (did /dist/site-runtime.js load?)';
    const ready = window.__srProbe?.ready ? 'ready was dispatched' : 'ready was never dispatched';
    return `${ready}; blocks: ${JSON.stringify(window.SiteRuntime.blocks())}`;
  });
}

async function waitOrExplain(
  page: Page,
  what: string,
  wait: () => Promise<unknown>,
): Promise<void> {
  try {
    await wait();
  } catch (error) {
    throw new Error(`${what}: ${await describeRuntime(page)}`, { cause: error });
  }
}

/**
 * Waits for `site-runtime:ready`, scrolls each pending block into view so blocks that mount when
 * visible get their turn, then waits until no block is pending. Returns SiteRuntime.blocks().
 */
export async function waitForRuntimeReady(page: Page, timeout = 15_000): Promise<BlockInfo[]> {
  await waitOrExplain(page, 'site-runtime:ready did not arrive', () =>
    page.waitForFunction(() => window.__srProbe?.ready === true, null, { timeout }),
  );
  // Bring each block still waiting to be seen into view (the runtime marks it with
  // data-sr-state="pending", see src/runtime/block-manager.ts), so visible-priority blocks mount.
  await page.evaluate(async () => {
    const nextFrame = () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      );
    // Through the prototype: a page may name an element querySelectorAll (document-clobbering.spec).
    const pending = Document.prototype.querySelectorAll.call(document, '[data-sr-state="pending"]');
    for (const element of Array.from(pending)) {
      element.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
    window.scrollTo(0, 0);
  });
  await waitOrExplain(page, 'Some blocks stayed pending', () =>
    page.waitForFunction(
      () => window.SiteRuntime?.blocks().every((block) => block.state !== 'pending') === true,
      null,
      { timeout },
    ),
  );
  return page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
}

/**
 * Waits for `site-runtime:initialised`: the initialisers that run in idle periods after boot (popup
 * overlay, analytics...) have all run. A test that checks something did not happen waits for this.
 */
export async function waitForInitialisers(page: Page, timeout = 15_000): Promise<void> {
  await waitOrExplain(page, 'site-runtime:initialised did not arrive', () =>
    page.waitForFunction(() => window.__srProbe?.initialised === true, null, { timeout }),
  );
}

/**
 * Opens `path` with the runtime's script held back and waits until the page is parsed and its
 * stylesheets apply: what the page is before the runtime runs (a page whose core tag has
 * blocking="render", as the README asks, is not painted until then). Resolves to the function that
 * lets the runtime in. (The runtime is deferred: neither DOMContentLoaded nor load comes while it
 * is held.)
 */
export async function openWithRuntimeHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdRequests(page, '**/dist/site-runtime.js');
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      document.readyState === 'interactive' &&
      document.body !== null &&
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
        (link) => link.sheet !== null,
      ) &&
      Array.from(document.styleSheets).every((sheet) => {
        try {
          return sheet.cssRules !== null;
        } catch {
          return true;
        }
      }),
    // Polled on a timer, not on animation frames: a core tag with blocking="render" that is held
    // back holds the first paint too, so no frame comes.
    null,
    { polling: 50 },
  );
  return release;
}
