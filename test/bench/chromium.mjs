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
/**
 * Lighthouse's phone (its default `screenEmulation`): the real pages' layout shift is measured at
 * this size too, and the ideal page is captured at it.
 */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const MOUNT_TIMEOUT_MS = 60_000;

export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, headless: true });
}

function rejectAfter(timeoutMs, message) {
  let timer;
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), timeoutMs);
    // A load that never waits for its blocks (not scrolled) must not keep the bench running.
    timer.unref();
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * A page in a fresh context (empty cache). `mounted` resolves when the page's probe reports every
 * block in a final state (browser/probe.js), through a binding, so the bench never runs script in
 * the page while it is measured; it fails after `mountTimeoutMs`. With `cpuThrottlingRate`, the
 * CPU is slowed down that many times. `device` is the context's viewport and emulation (desktop
 * by default; PHONE for Lighthouse's phone).
 */
export async function openPage(
  browser,
  {
    cpuThrottlingRate = 1,
    device = { viewport: VIEWPORT },
    mountTimeoutMs = MOUNT_TIMEOUT_MS,
  } = {},
) {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  let reportMounted;
  const reported = new Promise((resolve) => {
    reportMounted = resolve;
  });
  await page.exposeFunction('__benchMounted', () => reportMounted());
  const cdp = await context.newCDPSession(page);
  if (cpuThrottlingRate !== 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
  }
  const timeout = rejectAfter(
    mountTimeoutMs,
    `Not every block reached a final state within ${mountTimeoutMs / 1000} s`,
  );
  const mounted = Promise.race([reported, timeout.promise]).finally(timeout.cancel);
  // Awaited only after navigation: a time-out before then must not count as unhandled.
  mounted.catch(() => undefined);
  return { context, page, mounted, cdp };
}

/** The probe's figures for this load, boot counted from the start of `scriptPath`. */
export function readFigures(page, scriptPath) {
  return page.evaluate((path) => window.__bench.figures(path), scriptPath);
}
