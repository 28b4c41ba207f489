import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BLOG_URL_TOKENS, filterBlogUrlFormat } from '../../../src/lib/blog-url';
import { anyText, anyValue, hugeString } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

// runtime.md section 5: "Blog URL token filter: lowercases, collapses slashes and percent signs,
// keeps only the tokens %y, %m, %d, %t, and replaces spaces with hyphens."

describe('filterBlogUrlFormat', () => {
  it.each([
    ['/blog/%y/%m/%d/%t', '/blog/%y/%m/%d/%t'],
    // Lowercases, tokens included.
    ['/Blog/%Y/%M/%T', '/blog/%y/%m/%t'],
    // Collapses slashes and percent signs.
    ['//blog///%%y//%%%t', '/blog/%y/%t'],
    // Keeps only %y, %m, %d and %t: other tokens go whole, and a lone percent sign.
    ['/blog/%b/%t-%h%', '/blog/%t-'],
    // A percent sign with no letter after it is no token: it goes alone.
    ['/%/%5/% %t', '/5/-%t'],
    ['/news/%y/%x/%t', '/news/%y/%t'],
    // Replaces spaces with hyphens, one for one.
    ['/My Blog/%t  post', '/my-blog/%t--post'],
    ['', ''],
  ])('%j becomes %j', (raw, filtered) => {
    expect(filterBlogUrlFormat(raw)).toBe(filtered);
  });

  it('gives an empty format for what is not text', () => {
    for (const value of [null, undefined, 42, {}, ['/%y']])
      expect(filterBlogUrlFormat(value)).toBe('');
  });

  it('property: the result keeps every rule, and filtering it again changes nothing', () => {
    const branches = branchCounter([
      'tokenKept',
      'tokenDropped',
      'slashesCollapsed',
      'spaces',
    ] as const);
    const pieces = fc.constantFrom(
      '/',
      '//',
      '%',
      '%%',
      '%y',
      '%Y',
      '%m',
      '%d',
      '%t',
      '%b',
      '%T',
      ' ',
      'Post',
      'a',
      '-',
    );
    const format = fc.oneof(
      fc.array(pieces, { maxLength: 20 }).map((parts) => parts.join('')),
      anyText(40),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(format, (raw) => {
        const filtered = filterBlogUrlFormat(raw);
        expect(filtered).toBe(filtered.toLowerCase());
        expect(filtered).not.toMatch(/\/\/| /);
        // Every percent sign starts one of the four tokens.
        expect(filtered.replace(/%[ymdt]/g, '')).not.toContain('%');
        expect(filterBlogUrlFormat(filtered)).toBe(filtered);
        // The kept tokens are those of the input, in order.
        const tokens = (text: string) =>
          Array.from(
            text
              .toLowerCase()
              .replace(/%+/g, '%')
              .matchAll(/%([\s\S]?)/gu),
            ([t]) => t,
          );
        const kept = tokens(raw).filter((t) => (BLOG_URL_TOKENS as readonly string[]).includes(t));
        expect(tokens(filtered)).toEqual(kept);
        if (kept.length > 0) branches.reached('tokenKept');
        if (tokens(raw).length > kept.length) branches.reached('tokenDropped');
        if (raw.includes('//')) branches.reached('slashesCollapsed');
        if (raw.includes(' ')) {
          branches.reached('spaces');
          expect(filtered).toContain('-');
        }
      }),
      { numRuns: 500 },
    );
    branches.expectEachReached();
  });

  it('reads hostile input in linear time and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(hugeString, anyValue), (raw) => {
        const started = performance.now();
        expect(typeof filterBlogUrlFormat(raw)).toBe('string');
        expect(performance.now() - started).toBeLessThan(1000);
      }),
      { numRuns: 30 },
    );
  });
});
