import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isRemoteUrl,
  needsOriginalSite,
  RUNTIME_SCRIPT_TAG,
  transformRealPage,
} from '../../../demo/lib/real-page-transform';

const REAL_PAGES_DIR = join(__dirname, '../../../fixtures/real-pages');

/** Every saved real page, so a page added to fixtures/real-pages/ is checked too. */
function realPageFiles(): string[] {
  return readdirSync(REAL_PAGES_DIR)
    .filter((name) => name.endsWith('.html'))
    .sort();
}

const CONTEXT_SCRIPT =
  '<script data-name="static-context">Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"w1"}};</script>';

function page(head: string, body: string): string {
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

/** Parses into an inert template, so the test environment fetches none of the page's resources. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('transformRealPage', () => {
  it('removes every script except the inline page context, and adds the runtime at the end of the head', () => {
    const html = page(
      `<script src="//assets.example.com/common.js"></script>${CONTEXT_SCRIPT}<script>Squarespace.load(window);</script>`,
      `<div class="sqs-block"></div><script type="text/javascript" src="https://cdn.example.com/site-bundle.js" defer></script>`,
    );

    const result = transformRealPage(html);

    expect(result).toContain(CONTEXT_SCRIPT);
    const scripts = Array.from(parse(result).querySelectorAll('script'));
    expect(
      scripts.map((script) => script.getAttribute('data-name') ?? script.getAttribute('src')),
    ).toEqual(['static-context', '/dist/site-runtime.js']);
    expect(result).toContain(`${CONTEXT_SCRIPT}${RUNTIME_SCRIPT_TAG}\n</head>`);
  });

  it('adds the runtime deferred, so it runs once the page has been parsed, and holding the first paint', () => {
    const runtime = parse(transformRealPage(page('', '<p>text</p>'))).querySelector(
      'script[src="/dist/site-runtime.js"]',
    );

    expect(runtime?.hasAttribute('defer')).toBe(true);
    // Only a script in the head can hold the first paint (HTML: "blocking" attributes).
    expect(runtime?.getAttribute('blocking')).toBe('render');
    expect(runtime?.closest('body')).toBeNull();
  });

  it('adds the scripts it is given instead of the runtime, or none', () => {
    const html = page(CONTEXT_SCRIPT, '<p>text</p>');
    const floor = '<script src="/floor/react-floor.js" defer></script>';

    expect(transformRealPage(html, floor)).toBe(page(`${CONTEXT_SCRIPT}${floor}\n`, '<p>text</p>'));
    expect(transformRealPage(html, '')).toBe(html);
  });

  it('keeps JSON data blocks and an inline script that sets the page context without a name', () => {
    const formContext =
      '<script type="application/json" id="form-context-1" class="sqs-form-block-context">{"formId":"1"}</script>';
    const structuredData = '<script type="application/ld+json">{"@type":"WebSite"}</script>';
    const unnamedContext =
      '<script>Static = window.Static || {}; Static.SQUARESPACE_CONTEXT = {"website":{"id":"w2"}};</script>';
    const html = page(
      `${unnamedContext}<script>Static.SQUARESPACE_CONTEXT.authenticatedAccount = null; Squarespace.load(window);</script>`,
      `${formContext}${structuredData}<script type="application/json" src="https://cdn.example.com/a.json"></script>`,
    );

    const result = transformRealPage(html);

    expect(result).toContain(unnamedContext);
    expect(result).toContain(formContext);
    expect(result).toContain(structuredData);
    expect(result).not.toContain('Squarespace.load');
    expect(result).not.toContain('cdn.example.com');
  });

  it("removes a site mirror's preview tooling", () => {
    const html = page(
      '<link rel="stylesheet" href="/site.css">\n  <!--preview-helper--><link rel="stylesheet" href="/preview/preview.css"><script defer src="/preview/preview.js"></script>',
      '<p>text</p>',
    );

    const result = transformRealPage(html, '');

    expect(result).toBe(page('\n  ', '<p>text</p>'));
  });

  it('reads script contents as raw text, so markup inside a script string does not leak out', () => {
    const html = page(
      '',
      `<script>document.write("<div id='leak'></div><link href='//x.com/a.css'>");</script><p>kept</p>`,
    );

    const result = transformRealPage(html);

    expect(result).not.toContain('leak');
    expect(parse(result).querySelector('p')?.textContent).toBe('kept');
  });

  it('removes links and a base that need the original site or another host', () => {
    const html = page(
      [
        '<base href="https://www.example.com/">',
        '<link rel="stylesheet" type="text/css" href="//static1.example.com/site.css"/>',
        '<link rel="preconnect" href="https://images.example-cdn.com">',
        '<link rel="canonical" href="https://www.example.com/post"/>',
        '<link rel="stylesheet" href="/site.css">',
        '<link rel="icon" href="data:,">',
      ].join(''),
      '',
    );

    const doc = parse(transformRealPage(html));

    expect(doc.querySelector('base')).toBeNull();
    expect(
      Array.from(doc.querySelectorAll('link')).map((link) => link.getAttribute('href')),
    ).toEqual(['data:,']);
  });

  it('keeps the links to what is served beside the page (the saved stylesheets)', () => {
    const sheet = '/static1.example.com/static/site.css@nocustom=true.css';
    const html = page(
      `<link rel="stylesheet" href="${sheet}"><link rel="stylesheet" href="/static1.example.com/static/other.css"><link rel="stylesheet" href="//static1.example.com/static/site.css@nocustom=true.css">`,
      '',
    );

    const doc = parse(transformRealPage(html, '', { assets: new Set([sheet]) }));

    expect(
      Array.from(doc.querySelectorAll('link')).map((link) => link.getAttribute('href')),
    ).toEqual([sheet]);
  });

  it("points the image CDN's URLs at the image stand-in when the server has one", () => {
    const cdn = 'https://images.squarespace-cdn.com/content/v1/a/b.jpg';
    const html = page(
      '',
      `<img src="${cdn}?format=500w" srcset="${cdn}?format=300w 300w, https://cdn.example.com/c 500w" data-src="${cdn}" data-image="//static1.squarespace.com/static/t/1/photo" alt="A lake">` +
        `<div data-src="${cdn}"></div><img src="https://cdn.example.com/c" alt="elsewhere">`,
    );

    const doc = parse(transformRealPage(html, '', { imageBase: 'http://127.0.0.1:9/image-cdn/' }));
    const [photo, elsewhere] = Array.from(doc.querySelectorAll('img'));
    const standIn = 'http://127.0.0.1:9/image-cdn/images.squarespace-cdn.com/content/v1/a/b.jpg';

    expect(photo?.getAttribute('src')).toBe(`${standIn}?format=500w`);
    // A srcset with a URL the stand-in does not answer would still need the other host.
    expect(photo?.hasAttribute('srcset')).toBe(false);
    expect(photo?.getAttribute('data-src')).toBe(standIn);
    expect(photo?.getAttribute('data-image')).toBe(
      'http://127.0.0.1:9/image-cdn/static1.squarespace.com/static/t/1/photo',
    );
    expect(photo?.getAttribute('alt')).toBe('A lake');
    expect(doc.querySelector('div')?.getAttribute('data-src')).toBe(standIn);
    expect(elsewhere?.hasAttribute('src')).toBe(false);
  });

  it("keeps a server-written image source the stand-in answers, under the demo server's root path", () => {
    // A header logo as the 7.1 pages serve it: a protocol-relative CDN src, no lazy source.
    const html = page(
      '',
      '<img src="//images.squarespace-cdn.com/content/v1/a/logo.png?format=1500w" alt="Logo" data-loader="raw">' +
        '<img src="/s/badge.png" alt="from the original site">' +
        '<img src="/files/content/v1/a/mirrored.png?format=750w" alt="a mirror of the CDN">',
    );
    const [logo, badge, mirrored] = Array.from(
      parse(transformRealPage(html, '', { imageBase: '/image-cdn/' })).querySelectorAll('img'),
    );
    expect(logo?.getAttribute('src')).toBe(
      '/image-cdn/images.squarespace-cdn.com/content/v1/a/logo.png?format=1500w',
    );
    expect(badge?.hasAttribute('src')).toBe(false);
    expect(mirrored?.getAttribute('src')).toBe(
      '/image-cdn/images.squarespace-cdn.com/content/v1/a/mirrored.png?format=750w',
    );
  });

  it('drops SVG sprite files of the original site but keeps in-page sprite references', () => {
    const html = page(
      '',
      '<svg><use xlink:href="/assets/ui-icons.svg#close-icon"></use><use class="sqs-use--icon" xlink:href="#facebook-icon"></use><use href="https://cdn.example.com/s.svg#a"/></svg>',
    );

    const uses = Array.from(parse(transformRealPage(html)).querySelectorAll('use'));

    expect(uses.map((use) => use.getAttribute('xlink:href') ?? use.getAttribute('href'))).toEqual([
      null,
      '#facebook-icon',
      null,
    ]);
    expect(uses[1]?.getAttribute('class')).toBe('sqs-use--icon');
  });

  it('drops remote media URLs but keeps the data attributes the runtime reads', () => {
    const html = page(
      '',
      '<img class="thumb-image" src="https://images.example-cdn.com/a.jpg" data-src="https://images.example-cdn.com/a.jpg" data-image-dimensions="800x600" alt="A lake">' +
        '<img srcset="/small.jpg 1x, https://cdn.example.com/big.jpg 2x" alt="">' +
        '<img src="/content/local.png" alt="from the original site">' +
        '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="inline">' +
        '<video poster="//cdn.example.com/poster.jpg" src="data:video/mp4;base64,AAAA"></video>' +
        '<iframe src="https://www.youtube.com/embed/x" title="Video"></iframe>',
    );

    const doc = parse(transformRealPage(html));
    const [remote, srcset, sameSite, inline] = Array.from(doc.querySelectorAll('img'));

    expect(remote?.hasAttribute('src')).toBe(false);
    expect(remote?.getAttribute('data-src')).toBe('https://images.example-cdn.com/a.jpg');
    expect(remote?.getAttribute('data-image-dimensions')).toBe('800x600');
    expect(remote?.getAttribute('alt')).toBe('A lake');
    expect(srcset?.hasAttribute('srcset')).toBe(false);
    expect(sameSite?.hasAttribute('src')).toBe(false);
    expect(sameSite?.getAttribute('alt')).toBe('from the original site');
    expect(inline?.getAttribute('src')).toBe('data:image/gif;base64,R0lGODlhAQABAAAAACw=');
    expect(doc.querySelector('video')?.hasAttribute('poster')).toBe(false);
    expect(doc.querySelector('video')?.getAttribute('src')).toBe('data:video/mp4;base64,AAAA');
    expect(doc.querySelector('iframe')?.hasAttribute('src')).toBe(false);
    expect(doc.querySelector('iframe')?.getAttribute('title')).toBe('Video');
  });

  it('keeps attribute values that contain ">" and quotes intact', () => {
    const block =
      '<div class="sqs-block video-block" data-block-json=\'{"html":"<iframe src=\\"https://x.com\\">"}\' data-note="a > b">x</div>';
    const result = transformRealPage(page('', block));

    expect(result).toContain(block);
  });

  it('copies comments and noscript content unchanged (both are inert while scripts run)', () => {
    const body =
      '<!--[if lt IE 9]><script src="//cdn.example.com/html5shiv.js"></script><![endif]-->' +
      '<noscript><img src="https://cdn.example.com/a.jpg" alt=""></noscript>';

    const result = transformRealPage(page('', body));

    expect(result).toContain(body);
  });

  it('puts the runtime first when the page has no closing head tag', () => {
    expect(transformRealPage('<p>fragment</p>')).toBe(`${RUNTIME_SCRIPT_TAG}\n<p>fragment</p>`);
  });

  describe.each(realPageFiles())('on the saved real page %s', (fileName) => {
    const original = readFileSync(join(REAL_PAGES_DIR, fileName), 'utf8');
    const before = parse(original);
    const after = parse(transformRealPage(original));

    it('leaves only the page context and the runtime as scripts, and keeps the JSON data', () => {
      const scripts = Array.from(after.querySelectorAll('script'));
      const executable = scripts.filter((script) => {
        const type = script.getAttribute('type');
        return !type || /javascript/i.test(type);
      });
      expect(
        executable.map((script) => script.getAttribute('data-name') ?? script.getAttribute('src')),
      ).toEqual(['static-context', '/dist/site-runtime.js']);
      expect(after.querySelector('script[data-name="static-context"]')?.textContent).toBe(
        before.querySelector('script[data-name="static-context"]')?.textContent,
      );
      const jsonData = (doc: DocumentFragment) =>
        Array.from(doc.querySelectorAll('script[type="application/json"]')).map(
          (script) => script.outerHTML,
        );
      expect(jsonData(after)).toEqual(jsonData(before));
    });

    it('leaves no trace of the preview tooling', () => {
      expect(transformRealPage(original)).not.toMatch(/preview-helper|\/preview\//);
    });

    it('leaves nothing that needs the original site or another host', () => {
      const fetching = 'link[href], base[href], [src], [srcset], [poster], use, image';
      const unreachable = Array.from(after.querySelectorAll(fetching))
        // Parsing here treats <noscript> content as elements; a browser running scripts never does.
        .filter((element) => !element.closest('noscript'))
        // Scripts are checked above: only the page context and our runtime are left.
        .filter((element) => element.tagName !== 'SCRIPT')
        .flatMap((element) =>
          ['href', 'xlink:href', 'src', 'srcset', 'poster']
            .map((name) => element.getAttribute(name))
            .filter((value): value is string => value !== null),
        )
        .filter((value) =>
          value.split(/,\s*/).some((part) => needsOriginalSite(part.split(/\s+/)[0] ?? '')),
        );
      expect(unreachable).toEqual([]);
    });

    it('keeps every block with its id and data', () => {
      const blocks = (doc: DocumentFragment) =>
        Array.from(doc.querySelectorAll('.sqs-block')).map((element) => [
          element.id,
          element.getAttribute('data-block-type'),
          element.getAttribute('data-block-json'),
        ]);
      expect(blocks(after).length).toBeGreaterThan(0);
      expect(blocks(after)).toEqual(blocks(before));
    });
  });
});

describe('needsOriginalSite', () => {
  it.each([
    ['https://static1.example.com/a.css', true],
    ['/assets/ui-icons.svg#close', true],
    ['images/a.png', true],
    ['http://127.0.0.1:4173/dist/site-runtime.js', false],
    ['#facebook-icon', false],
    ['data:,', false],
    ['blob:http://127.0.0.1/1', false],
    ['', false],
  ])('%s -> %s', (url, expected) => {
    expect(needsOriginalSite(url)).toBe(expected);
  });
});

describe('isRemoteUrl', () => {
  it.each([
    ['https://static1.example.com/a.css', true],
    ['//assets.example.com/a.js', true],
    ['HTTP://EXAMPLE.COM', true],
    ['http://127.0.0.1:4173/dist/site-runtime.js', false],
    ['http://localhost/a.css', false],
    ['/assets/ui-icons.svg', false],
    ['images/a.png', false],
    ['data:image/gif;base64,R0lGOD', false],
    ['mailto:someone@example.com', false],
    ['', false],
  ])('%s -> %s', (url, expected) => {
    expect(isRemoteUrl(url)).toBe(expected);
  });
});
