import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LinkCategory } from '../../../src/enums/links';
import {
  LINK_LENGTH_LIMITS,
  categoriseLink,
  isFileLink,
  isFollowableLink,
  normaliseLink,
  safeHref,
} from '../../../src/lib/links';
import { anyText } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

const pad = (prefix: string, length: number, fill = 'a') =>
  prefix + fill.repeat(Math.max(0, length - prefix.length));

describe('categoriseLink (runtime.md section 5, link categories)', () => {
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['#contact', 'anchor'],
    ['tel:+1-555-0100', 'tel'],
    ['tel:5550', 'tel'],
    ['sms:+15550100', 'sms'],
    ['mailto:hello@example.com', 'mailto'],
    ['mailto:hello@example.co.uk?subject=Hi', 'mailto'],
    ['javascript:alert(1)', 'javascript'],
    ['ftp://files.example.com/a.zip', 'ftp'],
    ['/shop/mugs', 'internal'],
    ['about?ref=bar', 'internal'],
    // A colon after the path's start is no scheme.
    ['/blog/tag:news', 'internal'],
    ['menu#drinks:hot', 'internal'],
    ['http://example.com', 'external'],
    ['HTTPS://example.com/path', 'external'],
    ['//cdn.example.com/x', 'external'],
    ['webcal://example.com/cal.ics', 'misc'],
    ['http:example.com', 'malformed'],
    ['data:text/html,<p>hi</p>', 'malformed'],
    ['ftp:files.example.com', 'malformed'],
    ['h323://gateway.example.com', 'misc'],
    ['tel:5550100-call-me', 'malformed'],
    ['mailto:hello@example.com@evil.example', 'malformed'],
    ['mailto:hello@example.com x', 'malformed'],
    ['blog//2026', 'internal'],
  ])('%j is %s', (url, category) => {
    expect(categoriseLink(url)).toBe(category);
  });

  it('keeps each category under its length limit; longer ones are malformed', () => {
    const { anchor, tel, sms, mailto, javascript, ftp, internal } = LINK_LENGTH_LIMITS;
    expect([anchor, tel, sms, mailto, javascript, ftp, internal]).toEqual([
      100, 50, 1000, 1000, 250, 100, 150,
    ]);
    const cases: Array<[string, number, string, string]> = [
      ['#', anchor, 'anchor', 'a'],
      ['tel:', tel, 'tel', '1'],
      ['sms:', sms, 'sms', '1'],
      ['javascript:', javascript, 'javascript', 'a'],
      ['ftp://', ftp, 'ftp', 'a'],
      ['/', internal, 'internal', 'a'],
    ];
    for (const [prefix, limit, category, fill] of cases) {
      expect(categoriseLink(pad(prefix, limit - 1, fill)), `${category} at ${limit - 1}`).toBe(
        category,
      );
      expect(categoriseLink(pad(prefix, limit, fill)), `${category} at ${limit}`).toBe('malformed');
    }
    const longMailto = `mailto:${'a'.repeat(mailto - 'mailto:@b.co'.length)}@b.co`;
    expect(longMailto).toHaveLength(mailto);
    expect(categoriseLink(longMailto)).toBe('malformed');
    expect(categoriseLink(longMailto.replace('aa', 'a'))).toBe('mailto');
    expect(categoriseLink(`https://example.com/${'a'.repeat(5000)}`)).toBe('external');
  });

  it('needs digits, plus and minus only, with at least 4 digits, in a tel link', () => {
    expect(categoriseLink('tel:555')).toBe('malformed');
    expect(categoriseLink('tel:+-12-3')).toBe('malformed');
    expect(categoriseLink('tel:555 0100')).toBe('malformed');
    expect(categoriseLink('tel:call-me')).toBe('malformed');
  });

  it('needs one @ and a dotted ending in a mailto link', () => {
    expect(categoriseLink('mailto:hello@example')).toBe('malformed');
    expect(categoriseLink('mailto:a@b@example.com')).toBe('malformed');
    expect(categoriseLink('mailto:hello@example.')).toBe('malformed');
    expect(categoriseLink('mailto:example.com')).toBe('malformed');
  });

  it('sees javascript links through the characters browsers ignore', () => {
    for (const url of [
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'JaVaScRiPt:x',
      '\u0001javascript:x',
      'java\nscript:x',
    ]) {
      expect(categoriseLink(url), JSON.stringify(url)).toBe('javascript');
      expect(safeHref(url)).toBeNull();
    }
  });

  it('treats backslash paths that browsers read as another host as external', () => {
    expect(categoriseLink('/\\evil.example')).toBe('external');
    expect(categoriseLink('\\\\evil.example')).toBe('external');
  });
});

describe('safeHref', () => {
  it('gives followable links back, cleaned up, and refuses the rest', () => {
    expect(safeHref(' /shop \n')).toBe('/shop');
    expect(safeHref('#top')).toBe('#top');
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('mailto:a@b.co')).toBe('mailto:a@b.co');
    expect(safeHref('tel:+15550100')).toBe('tel:+15550100');
    expect(safeHref('sms:+15550100')).toBe('sms:+15550100');
    for (const refused of ['', 'javascript:void(0)', 'ftp://x.example', 'webcal://x', 'data:x']) {
      expect(safeHref(refused), refused).toBeNull();
    }
  });

  it('follows exactly the anchor, internal, external, mailto, tel and sms categories', () => {
    const followable = LinkCategory.codes.filter(isFollowableLink);
    expect([...followable].sort()).toEqual(
      ['anchor', 'external', 'internal', 'mailto', 'sms', 'tel'].sort(),
    );
  });
});

describe('link categories: properties', () => {
  // Built from plain character sets: fast-check's web arbitraries take seconds to warm up.
  const word = (letters: string, maxLength: number) =>
    fc
      .array(fc.constantFrom(...letters.split('')), { minLength: 1, maxLength })
      .map((chars) => chars.join(''));
  const PATH_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz0123456789-._~%';
  it('categorises any string into a known category without throwing', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 300 }), fc.string(), (a, b) =>
        LinkCategory.has(categoriseLink(a + b)),
      ),
    );
  });

  it('never lets a javascript: link through, however it is disguised', () => {
    const noise = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001f');
    const disguised = fc
      .tuple(
        fc.array(noise, { maxLength: 3 }),
        fc.array(fc.tuple(fc.boolean(), noise), { minLength: 10, maxLength: 10 }),
        fc.string({ maxLength: 300 }),
      )
      .map(([lead, letters, body]) => {
        const word = 'javascript'
          .split('')
          .map((letter, index) => {
            const [upper, between] = letters[index] ?? [false, ''];
            // Browsers drop tabs and newlines anywhere, other controls only at the ends.
            const inside = between === '\t' || between === '\n' || between === '\r' ? between : '';
            return (upper ? letter.toUpperCase() : letter) + inside;
          })
          .join('');
        return `${lead.join('')}${word}:${body}`;
      });
    fc.assert(
      fc.property(disguised, (url) => {
        expect(safeHref(url)).toBeNull();
        expect(['javascript', 'malformed']).toContain(categoriseLink(url));
      }),
    );
  });

  it('files every http(s) URL as external and follows it unchanged', () => {
    const url = fc
      .tuple(
        fc.constantFrom('http', 'https', 'HTTPS'),
        fc.array(word('abcdefghijklmnopqrstuvwxyz0123456789-', 12), { minLength: 2, maxLength: 4 }),
        fc.array(word(PATH_CHARACTERS, 10), { maxLength: 4 }),
        fc.string({ maxLength: 40 }).map(encodeURIComponent),
      )
      .map(
        ([scheme, labels, segments, query]) =>
          `${scheme}://${labels.join('.')}/${segments.join('/')}?q=${query}`,
      );
    fc.assert(
      fc.property(url, (link) => categoriseLink(link) === 'external' && safeHref(link) === link),
    );
  });

  it('files short # links as anchors and short root paths as internal', () => {
    const text = fc.string({ maxLength: 98 }).map(normaliseLink);
    fc.assert(
      fc.property(text, (rest) => {
        const anchor = `#${rest}`;
        fc.pre(normaliseLink(anchor) === anchor);
        expect(categoriseLink(anchor)).toBe('anchor');
      }),
    );
    const path = fc
      .array(word(PATH_CHARACTERS, 12), { minLength: 1, maxLength: 8 })
      .map((segments) => `/${segments.join('/')}`);
    fc.assert(fc.property(path, (link) => categoriseLink(link) === 'internal'));
  });
});

// runtime.md section 2: "/s/... | File links." A site serves its uploaded files under /s/.

const PAGE = 'https://example.com/blog/post';

describe('isFileLink', () => {
  it.each([
    ['/s/menu.pdf', true],
    ['/s/Semiotics-and-graphic-design', true],
    ['/s/price list.pdf?download=1#page=2', true],
    ['https://example.com/s/menu.pdf', true],
    ['HTTPS://EXAMPLE.COM/s/menu.pdf', true],
    ['//example.com/s/menu.pdf', true],
    // Read against the page's address, as the browser does.
    ['../s/menu.pdf', true],
    ['/blog/../s/menu.pdf', true],
    ['s/menu.pdf', false],
    ['/s/', false],
    ['/s', false],
    ['/S/menu.pdf', false],
    ['/shop/s/menu.pdf', false],
    ['/sitemap.xml', false],
    // Another site's file is not this site's file link.
    ['https://other.example/s/menu.pdf', false],
    ['http://example.com/s/menu.pdf', false],
    ['javascript:location="/s/x"', false],
    ['mailto:files@example.com', false],
    ['#/s/menu.pdf', false],
    ['', false],
  ])('%j: %s', (link, expected) => {
    expect(isFileLink(link, PAGE)).toBe(expected);
  });

  it('is no file link without a page address to read it against', () => {
    expect(isFileLink('/s/menu.pdf', '')).toBe(false);
    expect(isFileLink('/s/menu.pdf', 'not a url')).toBe(false);
  });

  it('property: a file link is a followable link of the page origin whose path is under /s/', () => {
    const branches = branchCounter(['fileLink', 'other'] as const);
    const link = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            '/s/',
            'https://example.com/s/',
            '/S/',
            '/s',
            'https://evil.example/s/',
            ' /s/',
            'java\tscript:/s/',
          ),
          fc.string({ maxLength: 20 }),
        )
        .map(([prefix, rest]) => prefix + rest),
      anyText(30),
    );
    fc.assert(
      fc.property(link, (raw) => {
        if (!isFileLink(raw, PAGE)) return branches.reached('other');
        branches.reached('fileLink');
        expect(['internal', 'external']).toContain(categoriseLink(raw));
        const url = new URL(raw.trim(), PAGE);
        expect(url.origin).toBe('https://example.com');
        expect(url.pathname).toMatch(/^\/s\/./s);
      }),
      { numRuns: 400 },
    );
    branches.expectEachReached();
  });
});
