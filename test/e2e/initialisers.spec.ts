import { expect, test } from './support/fixtures';

// Initialisers by urgency: those that must act before the visitor sees the page run at boot, as
// soon as the features pack has come, before any block mounts (the blocks are found in the core's
// boot, and wait for them); the rest run afterwards, each in an idle period of its own.

const BOOT = [
  // Reads the page context into the store: first, so that every other reads it.
  'page-context',
  'error-reporter',
  'cookie-banner',
  'font-service',
  'editor-redirect',
  'site-user-session',
];
const IDLE = ['analytics', 'native-bridge', 'session-info', 'popup-overlay', 'performance'];

declare global {
  interface Window {
    initialisedWith?: string[];
    /** The initialisers that ran inside each idle callback the page was given. */
    idleRuns?: string[][];
  }
}

test('boot initialisers run before any block mounts; idle ones after the scan, one per idle period', async ({
  page,
}) => {
  const debug: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'debug') debug.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('site-runtime:initialised', (event) => {
      window.initialisedWith = (
        event as CustomEvent<{ initialisers: string[] }>
      ).detail.initialisers;
    });
    // Which initialisers report (in the debug log) from inside each idle callback.
    const runs: string[][] = [];
    window.idleRuns = runs;
    let current: string[] | null = null;
    const debugLog = console.debug.bind(console);
    console.debug = (...args: unknown[]) => {
      const ran = typeof args[0] === 'string' && /Initialiser "([^"]+)"/.exec(args[0]);
      if (ran && current) current.push(ran[1] as string);
      debugLog(...args);
    };
    const requestIdle = window.requestIdleCallback.bind(window);
    window.requestIdleCallback = (callback, options) =>
      requestIdle((deadline) => {
        current = [];
        try {
          callback(deadline);
        } finally {
          if (current.length > 0) runs.push(current);
          current = null;
        }
      }, options);
  });
  await page.goto('/accordion.html?runtime-debug=1');
  await page.waitForFunction(() => window.initialisedWith !== undefined);
  const initialised = (await page.evaluate(() => window.initialisedWith)) ?? [];
  expect(initialised.slice(0, BOOT.length)).toEqual(BOOT);
  for (const name of IDLE) expect(initialised).toContain(name);

  const idleRuns = (await page.evaluate(() => window.idleRuns)) ?? [];
  expect(idleRuns.flat()).toEqual(initialised.slice(initialised.length - idleRuns.length));
  for (const run of idleRuns) expect(run, 'initialisers run in one idle callback').toHaveLength(1);
  for (const name of IDLE) expect(idleRuns.flat()).toContain(name);

  const ranAt = (name: string) =>
    debug.findIndex((line) => line.includes(`Initialiser "${name}" (`));
  const scan = debug.findIndex((line) => /runtime: Found \d+ blocks/.test(line));
  expect(scan).toBeGreaterThan(-1);
  const firstMount = debug.findIndex((line) => / mounted\b/.test(line));
  expect(firstMount).toBeGreaterThan(-1);
  for (const name of BOOT) {
    expect(debug[ranAt(name)], name).toContain(`"${name}" (boot)`);
    expect(ranAt(name), name).toBeLessThan(firstMount);
  }
  for (const name of IDLE) {
    expect(debug[ranAt(name)], name).toContain(`"${name}" (idle)`);
    expect(ranAt(name), name).toBeGreaterThan(scan);
  }
});
