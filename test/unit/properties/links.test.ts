// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LinkCategory } from '../../../src/enums/links';
import { categoriseLink, isFollowableLink, normaliseLink, safeHref } from '../../../src/lib/links';
import { anyText, anyValue, hugeString } from './arbitraries';
import { branchCounter } from '../support/branches';

// Link categories (runtime.md section 5). test/unit/lib/links.test.ts has the examples and the
// properties for strings (any string has a category, disguised javascript: links are refused,
// http(s) URLs are external, short anchors and paths are internal). These add what it lacks:
// values that are not strings, huge links, clean-up invariants, and the browser's own URL parser
// (Node's WHATWG URL, the same algorithm) as the judge of where a followed link leads.

const SITE = 'https://shop.example.com/blog/post?x=1';

/** Links made of the characters that matter to URL parsing, so that odd forms come up often. */
const trickyLink = fc
  .array(
    fc.oneof(
      fc.constantFrom('/', '\\', ':', '@', '.', '#', '?', '%', '%2F', ' ', '\t', '\n', '\u0000'),
      fc.constantFrom('http', 'https', 'javascript', 'mailto', 'tel', 'sms', 'ftp', 'data', 'a'),
      fc.constantFrom('evil.example', 'shop.example.com', '1234', 'a@b.co'),
    ),
    { maxLength: 10 },
  )
  .map((parts) => parts.join(''));

/** Links as authors write them: a scheme, an anchor or a path, and a target. */
const wellFormedLink = fc
  .tuple(
    fc.constantFrom('https://', 'http://', '//', 'mailto:', 'tel:', 'sms:', '#', '/', ' '),
    fc.constantFrom('evil.example/a', 'shop.example.com/b', 'a@b.co', '+15550100', 'top', ''),
  )
  .map(([start, target]) => start + target);

const link = fc.oneof(wellFormedLink, trickyLink, fc.string({ maxLength: 40 }), anyText(40));

/** What the browser does with the href: the URL it leads to, or null when it cannot parse it. */
function resolve(href: string): URL | null {
  try {
    return new URL(href, SITE);
  } catch {
    return null;
  }
}

describe('link categories: more properties', () => {
  it('gives any value that is not a string the empty category, and no href', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        fc.pre(typeof value !== 'string');
        expect(categoriseLink(value as string)).toBe('empty');
        expect(safeHref(value as string)).toBeNull();
      }),
    );
  });

  it('cleans up once for good: normalising again, or categorising the clean link, changes nothing', () => {
    fc.assert(
      fc.property(link, (raw) => {
        const clean = normaliseLink(raw);
        expect(normaliseLink(clean)).toBe(clean);
        expect(categoriseLink(clean)).toBe(categoriseLink(raw));
        expect(clean).not.toMatch(/[\t\n\r]/);
        if (clean !== '') {
          expect(clean.charCodeAt(0)).toBeGreaterThan(0x20);
          expect(clean.charCodeAt(clean.length - 1)).toBeGreaterThan(0x20);
        }
        // The browser cleans up the same way before it follows a link.
        expect(resolve(clean)?.href).toBe(resolve(raw)?.href);
      }),
    );
  });

  it('hands out exactly the followable links, cleaned up, and its output is stable', () => {
    const branches = branchCounter(['refused', 'followable']);
    fc.assert(
      fc.property(link, (raw) => {
        const href = safeHref(raw);
        const category = categoriseLink(raw);
        expect(href === null).toBe(!isFollowableLink(category));
        if (href === null) {
          branches.reached('refused');
          return;
        }
        branches.reached('followable');
        expect(href).toBe(normaliseLink(raw));
        expect(safeHref(href)).toBe(href);
        expect(categoriseLink(href)).toBe(category);
      }),
    );
    branches.expectEachReached(10);
  });

  it('sends a visitor only where the category says: on-site for anchors and paths', () => {
    const allowed = ['http:', 'https:', 'mailto:', 'tel:', 'sms:'];
    const branches = branchCounter(['anchor', 'internal', 'elsewhere']);
    fc.assert(
      fc.property(link, (raw) => {
        const href = safeHref(raw);
        if (href === null) return;
        const target = resolve(href);
        // A link the URL parser rejects leads nowhere.
        if (target === null) return;
        expect(allowed).toContain(target.protocol);
        const category = categoriseLink(raw);
        branches.reached(category === 'anchor' || category === 'internal' ? category : 'elsewhere');
        if (category === 'anchor' || category === 'internal') {
          expect(target.origin, `${JSON.stringify(raw)} stays on the site`).toBe(
            new URL(SITE).origin,
          );
        }
        if (category === 'anchor') expect(target.pathname).toBe(new URL(SITE).pathname);
      }),
    );
    branches.expectEachReached(5);
  });

  it('categorises huge links (long runs of spaces, controls and slashes) like any other', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'mailto:a@', 'tel:', 'sms:', '#', '/', 'https://'),
        hugeString,
        (scheme, rest) => {
          const raw = scheme + rest;
          const category = categoriseLink(raw);
          expect(LinkCategory.has(category)).toBe(true);
          const href = safeHref(raw);
          if (href !== null) expect(href).toBe(normaliseLink(raw));
        },
      ),
      { numRuns: 20 },
    );
  });
});
