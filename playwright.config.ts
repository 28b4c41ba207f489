import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Browser tests drive Debian's Chromium against the demo server, which serves the built runtime,
// the demo pages and the fake platform API.
// E2E_PORT lets several runs share a machine, each with its own demo server.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Debian's headless shell (package `chromium-headless-shell`, installed by `npm run
// browser:install`) is the same Chromium build as the `chromium` package without the desktop
// browser around it, as Playwright runs by default: on this 2-core machine it ran three spec files
// a sixth faster (98 s to 82 s). `chromium` stands in where the shell is not installed.
const DESKTOP = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const SHELL_OR_DESKTOP = existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : DESKTOP;

// The specs that measure layout shift and the first paint run in the desktop build, the one
// visitors have: the shell schedules its frames in its own way, and a page laid out between two
// frames there shifted where the desktop build never did (real gallery and contact pages).
const PAINT_SPECS = [
  /real-pages-(layout|media)\.spec\.ts$/,
  /first-paint\.spec\.ts$/,
  /(gallery|gallery-sections|gallery-slideshows|images|effects|marquee|content-blocks|template-index|template-sections)\.spec\.ts$/,
];

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'test/e2e',
  // Not test-results/ itself: Playwright empties its output folder, and the unit report lives there.
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: BASE_URL,
    headless: true,
    // A trace records every action's DOM and screen: a quarter of the browser tests' time
    // here (131 s to 98 s on the same three files). CI keeps
    // no artifact, so it records none; a local run keeps the trace of each failed test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: { executablePath: SHELL_OR_DESKTOP, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'chromium',
      testMatch: PAINT_SPECS,
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: DESKTOP, args: CHROMIUM_ARGS },
        // These keep the trace recorder on in CI too, as before: without its pauses, the 7.1
        // contact page at desktop width (a section 76 px lower once the form pack renders) and
        // the DFK page's mobile bar shifted in some runs. Those are layout races of the runtime,
        // left open in issue 33; running these specs without the recorder is how to find them.
        trace: 'retain-on-failure',
      },
    },
    { name: 'chromium-shell', testIgnore: PAINT_SPECS, use: { browserName: 'chromium' } },
  ],
  webServer: {
    command: 'node --import tsx demo/server.ts',
    url: `${BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(PORT) },
  },
});
