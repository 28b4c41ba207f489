// Files that ship beside the core bundle (packs, the stylesheet) are fetched from the core script's
// own folder, so a template only needs the one script tag.
//
// That folder is the core's `src` as the server wrote it, resolved against the page's address,
// never against the document's base: content can hold a `<base href>` (plain markup, no script),
// which moves `script.src` and every relative URL once the page is parsed, and foreign packs would
// then run with the page's cookies. The browser fetched the core by the address alone when the
// base came after its tag; a template that wants another folder writes it in the `src`.
import * as dom from '../lib/dom';
import { createLogger } from './logger';

const CORE_FILE = 'site-runtime.js';
let cachedBase: string | null = null;
let cachedNonce = '';

/** The core's own `src`, as the server wrote it, resolved against the page's address. */
function coreAddress(script: HTMLScriptElement, doc: Document): URL | null {
  const written = script.getAttribute('src');
  if (written === null || written.trim() === '') return null;
  try {
    return new URL(written, dom.url(doc));
  } catch {
    return null;
  }
}

/** The core's <script>: the current one while the core is evaluated, else found by its name. */
function coreScript(doc: Document): { script: HTMLScriptElement; address: URL } | null {
  const current = dom.currentScript(doc);
  const candidates =
    current instanceof HTMLScriptElement
      ? [current]
      : dom.queryAll<HTMLScriptElement>(doc, 'script[src]');
  for (const script of candidates) {
    const address = coreAddress(script, doc);
    if (address && (script === current || address.pathname.endsWith(`/${CORE_FILE}`))) {
      return { script, address };
    }
  }
  return null;
}

/** The URL of the folder holding site-runtime.js, ending in a slash. */
export function assetBaseUrl(doc: Document = document): string {
  if (cachedBase) return cachedBase;
  const core = coreScript(doc);
  const base = new URL('.', core?.address ?? new URL('/', dom.url(doc))).href;
  if (core && new URL(core.script.src).origin !== core.address.origin) {
    createLogger('runtime').warn(
      `A <base> in the page points elsewhere (${dom.baseURI(doc)}); packs come from ${base}, ` +
        'the folder of the core script as the page names it',
    );
  }
  cachedBase = base;
  // A parsed nonce is hidden from getAttribute: the property carries it.
  cachedNonce = core?.script.nonce ?? '';
  return base;
}

/** The core script's nonce (read with the base): what the runtime's own <style>s carry. */
export function coreNonce(): string {
  assetBaseUrl();
  return cachedNonce;
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
