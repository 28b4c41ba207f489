import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { pageSettingUrl } from '../../../src/lib/page-setting';

// A page setting names a third-party script's address in <head><meta name content>, so the demo
// and the browser tests point a pack at a local stand-in. Such a script runs with the page's
// cookies: content never chooses it. Only <head>'s own meta counts, resolved against the page's
// address, and only when it names the provider's https folders or the page's own origin.

const FALLBACK = 'https://maps.example.com/api/js?v=3';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.innerHTML = '';
});

function setting(content: string, name = 'sr-maps-script'): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

/** The warning for a refused setting, as the console shows it. */
const refusal = (name: string, configured: string, used: string) =>
  `[site-runtime] runtime: <meta name="${name}"> names ${configured}, which is neither the ` +
  `provider's nor this page's origin: ${used}`;

describe('pageSettingUrl', () => {
  it('is the fallback when the page names nothing, or an empty address, without a word', () => {
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    setting('   ');
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    setting('/other-setting.js', 'sr-other');
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes an address on the page’s own origin, resolved against the page, trimmed', () => {
    setting('  /stand-ins/maps.js  ');
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(
      'http://localhost:3000/stand-ins/maps.js',
    );
    expect(warn).not.toHaveBeenCalled();
  });

  it('resolves against the page, never against a <base> content put in', () => {
    document.head.innerHTML = '<base href="https://evil.example/">';
    setting('stand-ins/maps.js');
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(
      'http://localhost:3000/stand-ins/maps.js',
    );
  });

  it('takes an address in the provider’s https origin', () => {
    setting('https://maps.example.com/beta/js');
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe('https://maps.example.com/beta/js');
  });

  it('never reads a meta that is not a child of <head>: content sits in the body', () => {
    document.body.innerHTML = '<meta name="sr-maps-script" content="/from-content.js">';
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    const wrapper = document.createElement('noscript');
    wrapper.innerHTML = '<meta name="sr-maps-script" content="/nested.js">';
    document.head.append(wrapper);
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([
    ['another origin', 'https://evil.example/maps.js'],
    ['the provider’s host over http', 'http://maps.example.com/api/js'],
    ['a host that only starts like the provider’s', 'https://maps.example.com.evil.net/api/js'],
    ['a user name', 'https://user@maps.example.com/api/js'],
    ['a password', 'https://:secret@maps.example.com/api/js'],
    ['a user name on the page’s origin', 'http://user@localhost:3000/stand-in.js'],
    ['a password on the page’s origin', 'http://:secret@localhost:3000/stand-in.js'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['a data: address', 'data:text/javascript,alert(1)'],
    ['a blob: address of the page’s origin', 'blob:http://localhost:3000/0f6e4c1a'],
    ['no address at all', 'https://exa mple.com/x.js'],
  ])('refuses %s, with a warning, and uses the fallback', (_what, configured) => {
    setting(configured);
    expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      refusal('sr-maps-script', configured, `${FALLBACK} is used`),
    );
  });

  it('says a refused setting is not used when there is no fallback', () => {
    setting('https://evil.example/frame.html', 'sr-scheduling-frame');
    expect(pageSettingUrl('sr-scheduling-frame', '')).toBe('');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      refusal('sr-scheduling-frame', 'https://evil.example/frame.html', 'it is not used'),
    );
  });

  it('takes only the page’s origin when the fallback is not https, or none', () => {
    setting('http://scripts.example.net/other.js');
    expect(pageSettingUrl('sr-maps-script', 'http://scripts.example.net/widget.js')).toBe(
      'http://scripts.example.net/widget.js',
    );
    document.head.innerHTML = '';
    setting('https://scripts.example.net/other.js');
    expect(pageSettingUrl('sr-maps-script', 'http://scripts.example.net/widget.js')).toBe(
      'http://scripts.example.net/widget.js',
    );
    document.head.innerHTML = '';
    setting('/stand-in.js');
    expect(pageSettingUrl('sr-maps-script', '')).toBe('http://localhost:3000/stand-in.js');
  });

  it('cuts a long refused address in the warning', () => {
    const long = `https://evil.example/${'x'.repeat(300)}`;
    setting(long);
    pageSettingUrl('sr-maps-script', FALLBACK);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      refusal('sr-maps-script', long.slice(0, 200), `${FALLBACK} is used`),
    );
  });

  describe('with the folders a caller allows', () => {
    const allowed = ['https://www.google.com/recaptcha/', 'https://www.recaptcha.net/recaptcha/'];
    const fallback = 'https://www.google.com/recaptcha/enterprise.js';

    it('takes an address in any of them, or on the page’s origin', () => {
      setting('https://www.recaptcha.net/recaptcha/enterprise.js');
      expect(pageSettingUrl('sr-maps-script', fallback, { allowed })).toBe(
        'https://www.recaptcha.net/recaptcha/enterprise.js',
      );
      document.head.innerHTML = '';
      setting('https://www.google.com/recaptcha/api.js');
      expect(pageSettingUrl('sr-maps-script', fallback, { allowed })).toBe(
        'https://www.google.com/recaptcha/api.js',
      );
      document.head.innerHTML = '';
      setting('/test-captcha.js');
      expect(pageSettingUrl('sr-maps-script', fallback, { allowed })).toBe(
        'http://localhost:3000/test-captcha.js',
      );
    });

    it('refuses the rest of their hosts, and any http folder, allowed or not', () => {
      setting('https://www.google.com/complete/search?callback=steal');
      expect(pageSettingUrl('sr-maps-script', fallback, { allowed })).toBe(fallback);
      document.head.innerHTML = '';
      setting('http://insecure.example/scripts/x.js');
      expect(
        pageSettingUrl('sr-maps-script', fallback, {
          allowed: ['http://insecure.example/scripts/'],
        }),
      ).toBe(fallback);
      expect(warn).toHaveBeenCalledTimes(2);
    });
  });

  describe('in another document', () => {
    it('reads that document’s <head>', () => {
      const doc = document.implementation.createHTMLDocument('other');
      const meta = doc.createElement('meta');
      meta.name = 'sr-maps-script';
      meta.content = 'https://maps.example.com/frame/js';
      doc.head.append(meta);
      expect(pageSettingUrl('sr-maps-script', FALLBACK, { doc })).toBe(
        'https://maps.example.com/frame/js',
      );
      expect(pageSettingUrl('sr-maps-script', FALLBACK)).toBe(FALLBACK);
    });

    it('is the fallback for a document without a <head>', () => {
      const doc = document.implementation.createDocument(null, 'svg', null);
      expect(pageSettingUrl('sr-maps-script', FALLBACK, { doc })).toBe(FALLBACK);
      expect(warn).not.toHaveBeenCalled();
    });
  });
});
