import type { Page } from '@playwright/test';

/**
 * Holds back the requests of `page` that match `url` until the returned function is called; they
 * then go on as they would have (to the page's other route handlers, or the network).
 */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}
