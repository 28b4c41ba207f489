import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readPageContext } from '../../../src/context/read-context';
import { readInlineStaticContext } from '../../../src/context/inline-static-context';

function inlineScript(text: string, type?: string): HTMLScriptElement {
  const script = document.createElement('script');
  if (type) script.type = type;
  // Not run (happy-dom runs no script here); only its text matters.
  script.textContent = text;
  document.head.appendChild(script);
  return script;
}

afterEach(() => {
  delete window.Static;
});

describe('reading the context from the inline script that assigns it', () => {
  it('parses the JSON after `Static.SQUARESPACE_CONTEXT =` when window.Static holds none', () => {
    inlineScript(
      'Static.SQUARESPACE_CONTEXT = {"website":{"id":"w70","siteTitle":"a } { \\" b"},' +
        '"cookieSettings":{"isCookieBannerEnabled":true}};\nStatic.OTHER = 1;',
    );
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('inline-script');
    expect(context.website.id).toBe('w70');
    expect(context.website.siteTitle).toBe('a } { " b');
    expect(context.websiteSettings.cookieSettings.isCookieBannerEnabled).toBe(true);
  });

  it('never evaluates the script: code in place of JSON gives the defaults and an error', () => {
    (window as { hit?: boolean }).hit = false;
    inlineScript('Static.SQUARESPACE_CONTEXT = {"a": (window.hit = true)};');
    const { context, error } = readPageContext();
    expect((window as { hit?: boolean }).hit).toBe(false);
    expect(context.source).toBe('none');
    expect(error).toMatch(/inline Static.SQUARESPACE_CONTEXT is not JSON/);
  });

  it('the Static global wins when the script did run', () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'ran' } } };
    inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"text"}};');
    expect(readPageContext().context).toMatchObject({ source: 'static', website: { id: 'ran' } });
  });

  it('reads the assignment however it is spaced, and strings holding braces, quotes and backslashes', () => {
    const title = 'a } b \\ " c {{';
    const json = JSON.stringify({ website: { id: 'spaced', siteTitle: title } });
    for (const assignment of ['Static . SQUARESPACE_CONTEXT = ', 'Static.SQUARESPACE_CONTEXT=']) {
      const script = inlineScript(`${assignment}${json};\nStatic.OTHER = {};`);
      const { context, error } = readPageContext();
      expect(error, assignment).toBeNull();
      expect(context.website, assignment).toMatchObject({ id: 'spaced', siteTitle: title });
      script.remove();
    }
  });

  it('passes over the page’s other inline scripts', () => {
    inlineScript('window.dataLayer = window.dataLayer || [];');
    inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"after-others"}};');
    expect(readPageContext().context).toMatchObject({
      source: 'inline-script',
      website: { id: 'after-others' },
    });
  });

  it('reads scripts of every classic type, in any case and spacing', () => {
    for (const type of [' TEXT/JavaScript ', 'text/javascript', 'application/javascript']) {
      const script = inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"typed"}};', type);
      expect(readInlineStaticContext(document), type).toMatchObject({
        found: true,
        value: { website: { id: 'typed' } },
      });
      script.remove();
    }
    inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"module"}};', 'module');
    expect(readInlineStaticContext(document)).toEqual({ found: false });
  });

  it('says why an inline context could not be read', () => {
    const unclosed = inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"x"}');
    expect(readInlineStaticContext(document)).toEqual({
      found: true,
      value: null,
      error: 'the inline Static.SQUARESPACE_CONTEXT never ends',
    });
    unclosed.remove();
    inlineScript('Static.SQUARESPACE_CONTEXT = {website: 1};');
    expect(readInlineStaticContext(document)).toMatchObject({
      found: true,
      value: null,
      error: expect.stringMatching(/^the inline Static.SQUARESPACE_CONTEXT is not JSON: \S/),
    });
  });

  it('ignores external scripts, JSON and template scripts, and unclosed objects', () => {
    const external = inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"x"}};');
    external.src = '/x.js';
    inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"x"}};', 'text/template');
    expect(readInlineStaticContext(document)).toEqual({ found: false });
    inlineScript('Static.SQUARESPACE_CONTEXT = {"website":{"id":"x"}');
    expect(readInlineStaticContext(document)).toMatchObject({ found: true, value: null });
  });

  it('reads the context of a saved 7.0 page once its `Static = window.Static || {}` is gone', () => {
    const html = readFileSync(
      'fixtures/real-pages/blog-post-gallery-summary-video-newsletter-7.0.html',
      'utf8',
    );
    const start = html.indexOf('<script data-name="static-context">');
    const end = html.indexOf('</script>', start);
    const text = html
      .slice(start + '<script data-name="static-context">'.length, end)
      .replace('Static = window.Static || {}; ', '');
    expect(text.startsWith('Static.SQUARESPACE_CONTEXT = {')).toBe(true);
    inlineScript(text);
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('inline-script');
    expect(context.website.id).toBe('576a60ce2e69cf8e27a0eebf');
  });
});

describe('a Static global that content named (DOM clobbering, issue 17, row 3)', () => {
  // What the browser makes of content such as `<a id=Static>` or `<form id=Static>` when no script
  // defined `Static`: window.Static is the element (or a collection of them), and its
  // SQUARESPACE_CONTEXT another element. happy-dom names no elements on window, so each test sets
  // window.Static to what Chromium gives (test/e2e/hostile-content.spec.ts clobbers for real).
  const RESTRICTIVE =
    'Static.SQUARESPACE_CONTEXT = {"website":{"id":"from-text"},"cookieSettings":' +
    '{"isCookieBannerEnabled":true,"isRestrictiveCookiePolicyEnabled":true}};';

  function clobbered(): Array<[string, unknown]> {
    document.body.innerHTML =
      '<a id="Static"></a><a id="Static" name="SQUARESPACE_CONTEXT"></a>' +
      '<form id="Static"><input name="SQUARESPACE_CONTEXT"></form>' +
      '<img name="Static"><iframe name="Static"></iframe>';
    const anchors = document.getElementsByTagName('a');
    const form = document.querySelector('form');
    // An object of another window (a same-origin frame), and a cross-origin frame's window, whose
    // prototype reads as null and whose properties throw.
    const foreign = Object.create({ constructor: 'Window' }) as object;
    const crossOrigin = Object.create(null, {
      SQUARESPACE_CONTEXT: {
        get() {
          throw new DOMException(
            'Blocked a frame from accessing a cross-origin frame',
            'SecurityError',
          );
        },
      },
    }) as object;
    return [
      ['two anchors (an HTMLCollection)', anchors],
      ['a form and its input', form],
      ['an element as the context', { SQUARESPACE_CONTEXT: anchors[1] }],
      ['the img itself', document.querySelector('img')],
      ['a frame', { SQUARESPACE_CONTEXT: foreign }],
      ['a cross-origin frame', crossOrigin],
      ['an object of a class', { SQUARESPACE_CONTEXT: new (class Settings {})() }],
    ];
  }

  it('is never read: the context comes from the inline script text, restrictive as it says', () => {
    inlineScript(RESTRICTIVE);
    for (const [what, value] of clobbered()) {
      window.Static = value as Window['Static'];
      const { context } = readPageContext();
      expect([what, context.source, context.website.id], what).toEqual([
        what,
        'inline-script',
        'from-text',
      ]);
      expect(context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled, what).toBe(
        true,
      );
    }
  });

  it('without other context, gives the defaults, never throwing', () => {
    for (const [what, value] of clobbered()) {
      window.Static = value as Window['Static'];
      expect(readPageContext().context.source, what).toBe('none');
    }
  });

  it('a plain object with no prototype, as a script may build it, still counts', () => {
    const context = Object.assign(Object.create(null) as object, { website: { id: 'bare' } });
    window.Static = Object.assign(Object.create(null) as object, { SQUARESPACE_CONTEXT: context });
    expect(readPageContext().context).toMatchObject({ source: 'static', website: { id: 'bare' } });
  });
});
