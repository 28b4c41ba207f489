// Debian's Chromium, launched the same way for every measurement: by Playwright for the boot and
// task figures, by chrome-launcher for Lighthouse.
import { chromium } from '@playwright/test';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Flags that keep the browser from doing work of its own while it is measured. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const VIEWPORT = { width: 1280, height: 800 };
const MOUNT_TIMEOUT_MS = 60_000;

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

function rejectAfter(timeoutMs, message) {
  let timer;
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * A page in a fresh context (empty cache). `mounted` resolves when the page's probe reports every
 * block in a final state (browser/probe.js), through a binding, so the bench never runs script in
 * the page while it is measured. With `cpuThrottlingRate`, the CPU is slowed down that many times.
 */
export async function openPage(browser, { cpuThrottlingRate = 1 } = {}) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  let reportMounted;
  const reported = new Promise((resolve) => {
    reportMounted = resolve;
  });
  await page.exposeFunction('__benchMounted', () => reportMounted());
  if (cpuThrottlingRate !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
  }
  const timeout = rejectAfter(
    MOUNT_TIMEOUT_MS,
    `Not every block reached a final state within ${MOUNT_TIMEOUT_MS / 1000} s`,
  );
  const mounted = Promise.race([reported, timeout.promise]).finally(timeout.cancel);
  // Awaited only after navigation: a time-out before then must not count as unhandled.
  mounted.catch(() => undefined);
  return { context, page, mounted };
}

/** The probe's figures for this load, boot counted from the start of `scriptPath`. */
export function readFigures(page, scriptPath) {
  return page.evaluate((path) => window.__bench.figures(path), scriptPath);
}
