// Files that ship beside the core bundle (packs, the stylesheet) are fetched from the core script's
// own base URL, so a template only needs the one script tag.

const CORE_FILE = 'site-runtime.js';
let cachedBase: string | null = null;

/** The URL of the folder holding site-runtime.js, ending in a slash. */
export function assetBaseUrl(doc: Document = document): string {
  if (cachedBase) return cachedBase;
  const current = doc.currentScript;
  const script =
    current instanceof HTMLScriptElement && current.src
      ? current
      : Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]')).find((s) =>
          new URL(s.src, doc.baseURI).pathname.endsWith(`/${CORE_FILE}`),
        );
  const base = script ? new URL('.', script.src).href : new URL('/', doc.baseURI).href;
  cachedBase = base;
  return base;
}

/** Remembers the base while the core script is still the current script (call at evaluation). */
export function captureAssetBase(): void {
  assetBaseUrl();
}

const STYLESHEET_ID = 'sr-stylesheet';

/**
 * Attaches the runtime's own stylesheet with a <link> (allowed by `style-src 'self'`, unlike an
 * injected <style>). Called lazily by the UI that needs it.
 */
export function ensureStylesheet(doc: Document = document): void {
  if (doc.getElementById(STYLESHEET_ID)) return;
  const link = doc.createElement('link');
  link.id = STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = `${assetBaseUrl(doc)}site-runtime.css`;
  doc.head.appendChild(link);
}

export function resetAssetBaseForTests(): void {
  cachedBase = null;
}

export function removeStylesheet(doc: Document = document): void {
  doc.getElementById(STYLESHEET_ID)?.remove();
}
