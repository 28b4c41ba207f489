import type { Page } from '@playwright/test';

/**
 * The names of the lazy packs the page asks for (requests to /dist/packs/<name>.js, retries
 * included), in order, from now on; with `ext` 'css', those of their stylesheet files. Empty the
 * array to start counting again (a reload, say).
 */
export function recordPackRequests(page: Page, ext: 'js' | 'css' = 'js'): string[] {
  const names: string[] = [];
  const file = new RegExp(`/dist/packs/([\\w-]+)\\.${ext}$`);
  page.on('request', (request) => {
    const match = file.exec(new URL(request.url()).pathname);
    if (match?.[1]) names.push(match[1]);
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
