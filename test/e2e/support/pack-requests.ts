import type { Page } from '@playwright/test';
import { packFileOf } from './pack-files';

/**
 * The names of the lazy packs the page asks for (requests to /dist/packs/<name>.<hash>.js, retries
 * included), in order, from now on; with `ext` 'css', those of their stylesheet files. Empty the
 * array to start counting again (a reload, say).
 */
export function recordPackRequests(page: Page, ext: 'js' | 'css' = 'js'): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    const file = packFileOf(request.url());
    if (file?.ext === ext) names.push(file.name);
  });
  return names;
}

/**
 * Resolves once the page has had an idle period after what it is doing now: a pack the runtime
 * asks for at boot has been requested by then.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })),
  );
}
