// Files that ship beside the core bundle (packs, the stylesheet) are fetched from the core script's
// own base URL, so a template only needs the one script tag.
import * as dom from '../lib/dom';

const CORE_FILE = 'site-runtime.js';
let cachedBase: string | null = null;

/** The URL of the folder holding site-runtime.js, ending in a slash. */
export function assetBaseUrl(doc: Document = document): string {
  if (cachedBase) return cachedBase;
  const current = dom.currentScript(doc);
  const script =
    current instanceof HTMLScriptElement && current.src
      ? current
      : Array.from(dom.queryAll<HTMLScriptElement>(doc, 'script[src]')).find((s) =>
          new URL(s.src, dom.baseURI(doc)).pathname.endsWith(`/${CORE_FILE}`),
        );
  const base = script ? new URL('.', script.src).href : new URL('/', dom.baseURI(doc)).href;
  cachedBase = base;
  return base;
}

/** Remembers the base while the core script is still the current script (call at evaluation). */
export function captureAssetBase(): void {
  assetBaseUrl();
}

const STYLESHEET_ID = 'sr-stylesheet';
/** Set on the stylesheet link once it has loaded or failed. */
const STYLESHEET_SETTLED_ATTRIBUTE = 'data-sr-settled';

/**
 * Attaches the runtime's own stylesheet with a <link> (allowed by `style-src 'self'`, unlike an
 * injected <style>). Called lazily by the UI that needs it.
 */
export function ensureStylesheet(doc: Document = document): void {
  if (dom.byId(STYLESHEET_ID, doc)) return;
  const link = dom.create('link', doc);
  link.id = STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = `${assetBaseUrl(doc)}site-runtime.css`;
  // Remembered on the element: a failed stylesheet has no `sheet`, and afterStylesheet must not
  // wait for an event that already happened. Handler properties go away with the element.
  link.onload = link.onerror = () => link.setAttribute(STYLESHEET_SETTLED_ATTRIBUTE, '');
  dom.head(doc).appendChild(link);
}

/**
 * Runs `callback` once the runtime's stylesheet has loaded or failed: at once when it is absent or
 * already in, never after `signal` aborts. UI drawn into the page itself (bars) waits for it:
 * drawn unstyled first, it would shift when the styles arrive.
 */
export function afterStylesheet(
  callback: () => void,
  signal?: AbortSignal,
  doc: Document = document,
): void {
  const link = dom.byId(STYLESHEET_ID, doc);
  if (
    !(link instanceof HTMLLinkElement) ||
    link.sheet ||
    link.hasAttribute(STYLESHEET_SETTLED_ATTRIBUTE)
  ) {
    callback();
    return;
  }
  const done = (): void => {
    link.removeEventListener('load', done);
    link.removeEventListener('error', done);
    if (!signal?.aborted) callback();
  };
  link.addEventListener('load', done, { signal });
  link.addEventListener('error', done, { signal });
}

export function resetAssetBaseForTests(): void {
  cachedBase = null;
}

export function removeStylesheet(doc: Document = document): void {
  dom.byId(STYLESHEET_ID, doc)?.remove();
}
