import { afterEach, describe, expect, it } from 'vitest';
import { assetBaseUrl, resetAssetBaseForTests } from '../../../src/runtime/assets';

// Where packs and the stylesheet come from (issue 31, row 1): the folder of the core script as
// the page writes its `src`, resolved against the page's address, never against a <base>.

afterEach(() => {
  resetAssetBaseForTests();
});

function page(html: string): void {
  document.body.innerHTML = html;
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
});
