import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterStylesheet,
  assetBaseUrl,
  captureAssetBase,
  ensureStylesheet,
  removeStylesheet,
  resetAssetBaseForTests,
} from '../../../src/runtime/assets';
import { setPageUrl, TEST_PAGE_URL } from '../support/page-url';

// Where packs and the stylesheet come from (issue 31, row 1): the folder of the core script as
// the page writes its `src`, resolved against the page's address, never against a <base>.

afterEach(() => {
  resetAssetBaseForTests();
  delete (document as { currentScript?: unknown }).currentScript;
  setPageUrl(TEST_PAGE_URL);
});

function page(html: string): void {
  document.body.innerHTML = html;
}

/** The script the browser is evaluating (document.currentScript), as while the core runs. */
function evaluating(script: HTMLScriptElement | null): void {
  Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script });
}

/**
 * A browser resolves `script.src` against the document's base; happy-dom resolves it against the
 * page's address. The script gets the browser's reading, so a <base> moves it as it would there.
 */
function srcFollowsBase(script: HTMLScriptElement): void {
  Object.defineProperty(script, 'src', {
    configurable: true,
    get: () => new URL(script.getAttribute('src') ?? '', document.baseURI).href,
  });
}

describe('assetBaseUrl', () => {
  it('is the folder of the core script the page names', () => {
    page('<script src="/assets/v2/site-runtime.js"></script>');
    expect(assetBaseUrl()).toBe('http://localhost:3000/assets/v2/');
  });

  it('ignores a <base> in content: the page address resolves the core’s own src', () => {
    page(
      '<base href="https://elsewhere.example/evil/"><p>Content</p><script src="dist/site-runtime.js"></script>',
    );
    expect(document.baseURI).toBe('https://elsewhere.example/evil/');
    expect(assetBaseUrl()).toBe('http://localhost:3000/dist/');
  });

  it('keeps a CDN the page names in full, whatever the <base>', () => {
    page(
      '<base href="https://elsewhere.example/"><script src="https://cdn.example.net/site-runtime/1.4.0/site-runtime.js"></script>',
    );
    expect(assetBaseUrl()).toBe('https://cdn.example.net/site-runtime/1.4.0/');
  });

  it('takes a protocol-relative src on the page’s protocol', () => {
    page('<script src="//cdn.example.net/sr/site-runtime.js"></script>');
    expect(assetBaseUrl()).toBe('http://cdn.example.net/sr/');
  });

  it('is the site root when the page names no core script', () => {
    page('<base href="https://elsewhere.example/x/"><script src="/other.js"></script>');
    expect(assetBaseUrl()).toBe('http://localhost:3000/');
  });

  it('is the site root, not the page’s folder, on a page deep in the site', () => {
    setPageUrl('http://localhost:3000/blog/2024/post');
    page('<script src="/lib/other.js"></script>');
    expect(assetBaseUrl()).toBe('http://localhost:3000/');
  });

  it('finds the core by its file name among the page’s other scripts', () => {
    page(
      '<script src="/vendor/jquery.js"></script>' +
        '<script src="/lib/my-site-runtime.js"></script>' +
        '<script src="/assets/v3/site-runtime.js"></script>' +
        '<script src="/other/site-runtime.js"></script>',
    );
    expect(assetBaseUrl()).toBe('http://localhost:3000/assets/v3/');
  });

  it('takes the folder of the script being evaluated, whatever its file is called', () => {
    page(
      '<script src="/assets/v2/site-runtime.js"></script><script src="/build/4f2a/core.min.js"></script>',
    );
    evaluating(document.querySelectorAll('script')[1]!);
    expect(assetBaseUrl()).toBe('http://localhost:3000/build/4f2a/');
  });

  it('is the site root when the script being evaluated names no address', () => {
    setPageUrl('http://localhost:3000/shop/item');
    page('<script>/* inline */</script><script src="/assets/site-runtime.js"></script>');
    evaluating(document.querySelector('script'));
    expect(assetBaseUrl()).toBe('http://localhost:3000/');
  });

  it.each(['', '   '])('is the site root when the evaluated script’s src is "%s"', (src) => {
    setPageUrl('http://localhost:3000/shop/item');
    page(`<script src="${src}"></script>`);
    evaluating(document.querySelector('script'));
    expect(assetBaseUrl()).toBe('http://localhost:3000/');
  });

  it('passes over a src no URL can be made of', () => {
    page(
      '<script src="http://[oops/site-runtime.js"></script><script src="/ok/site-runtime.js"></script>',
    );
    expect(assetBaseUrl()).toBe('http://localhost:3000/ok/');
  });

  it('remembers the folder captured while the core was evaluated', () => {
    page('<script src="/build/9/core.js"></script>');
    evaluating(document.querySelector('script'));
    captureAssetBase();

    evaluating(null);
    page('<script src="/elsewhere/site-runtime.js"></script>');
    expect(assetBaseUrl()).toBe('http://localhost:3000/build/9/');
  });

  it('warns when a <base> points the core’s src to another origin, naming both', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page(
      '<base href="https://elsewhere.example/evil/"><script src="dist/site-runtime.js"></script>',
    );
    srcFollowsBase(document.querySelector('script')!);

    expect(assetBaseUrl()).toBe('http://localhost:3000/dist/');
    expect(warn).toHaveBeenCalledTimes(1);
    const [message] = warn.mock.calls[0]!;
    expect(message).toContain('[site-runtime] runtime:');
    expect(message).toContain('https://elsewhere.example/evil/');
    expect(message).toContain(
      'packs come from http://localhost:3000/dist/, the folder of the core script as the page names it',
    );
  });

  it('does not warn when the <base> stays on the page’s origin or the core names its origin', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    page('<base href="/elsewhere/"><script src="dist/site-runtime.js"></script>');
    srcFollowsBase(document.querySelector('script')!);
    expect(assetBaseUrl()).toBe('http://localhost:3000/dist/');

    resetAssetBaseForTests();
    page(
      '<base href="https://elsewhere.example/"><script src="https://cdn.example.net/sr/site-runtime.js"></script>',
    );
    srcFollowsBase(document.querySelector('script')!);
    expect(assetBaseUrl()).toBe('https://cdn.example.net/sr/');

    resetAssetBaseForTests();
    page('<base href="https://elsewhere.example/"><script src="/other.js"></script>');
    expect(assetBaseUrl()).toBe('http://localhost:3000/');
    expect(warn).not.toHaveBeenCalled();
  });
});

/** The runtime's stylesheet links in the head. */
const stylesheetLinks = (): HTMLLinkElement[] =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link'));

/** A stylesheet link still loading: in the head, with the runtime's id, not yet loaded or failed. */
function loadingStylesheet(): HTMLLinkElement {
  // Without an href happy-dom starts no load, so the link stays pending until the test says.
  const link = document.createElement('link');
  link.id = 'sr-stylesheet';
  link.rel = 'stylesheet';
  document.head.append(link);
  return link;
}

describe('ensureStylesheet', () => {
  it('links the runtime’s stylesheet from the core’s folder, once however often it is asked', () => {
    page('<script src="/assets/v2/site-runtime.js"></script>');
    ensureStylesheet();
    ensureStylesheet();

    const links = stylesheetLinks();
    expect(links).toHaveLength(1);
    expect(links[0]!.rel).toBe('stylesheet');
    expect(links[0]!.getAttribute('href')).toBe('http://localhost:3000/assets/v2/site-runtime.css');
  });

  it('is removed by removeStylesheet, and linked again when asked after', () => {
    ensureStylesheet();
    removeStylesheet();
    expect(stylesheetLinks()).toEqual([]);
    expect(() => removeStylesheet()).not.toThrow();

    ensureStylesheet();
    expect(stylesheetLinks()).toHaveLength(1);
  });
});

describe('afterStylesheet', () => {
  it('runs at once when the runtime has linked no stylesheet', () => {
    const callback = vi.fn();
    afterStylesheet(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once once the stylesheet has loaded', () => {
    ensureStylesheet(); // happy-dom reports a stylesheet it does not fetch as loaded, at once
    const callback = vi.fn();
    afterStylesheet(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the stylesheet was already in (its sheet is there)', () => {
    const link = loadingStylesheet();
    // As a browser shows a stylesheet loaded before the runtime started (happy-dom parses none).
    Object.defineProperty(link, 'sheet', { configurable: true, value: new CSSStyleSheet() });
    const callback = vi.fn();
    afterStylesheet(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the element with the stylesheet’s id is not a link', () => {
    page('<div id="sr-stylesheet">Content that took the id</div>');
    const callback = vi.fn();
    afterStylesheet(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(['load', 'error'])('waits for a loading stylesheet’s %s, and runs once', (event) => {
    const link = loadingStylesheet();
    const callback = vi.fn();
    afterStylesheet(callback);
    expect(callback).not.toHaveBeenCalled();

    link.dispatchEvent(new Event(event));
    expect(callback).toHaveBeenCalledTimes(1);
    // The link loads again (its href changed) or fails after all: the callback has run.
    link.dispatchEvent(new Event('load'));
    link.dispatchEvent(new Event('error'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the load while its signal is live', () => {
    const link = loadingStylesheet();
    const callback = vi.fn();
    afterStylesheet(callback, new AbortController().signal);
    link.dispatchEvent(new Event('load'));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once its signal has aborted', () => {
    const link = loadingStylesheet();
    const controller = new AbortController();
    const callback = vi.fn();
    afterStylesheet(callback, controller.signal);
    controller.abort();
    link.dispatchEvent(new Event('load'));
    link.dispatchEvent(new Event('error'));
    expect(callback).not.toHaveBeenCalled();
  });
});
