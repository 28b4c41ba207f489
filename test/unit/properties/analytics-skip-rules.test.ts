// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseContext } from '../../../src/context/read-context';
import { PageType } from '../../../src/enums/page';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../../src/lib/account-roles';
import {
  analyticsSkipReason,
  isPageViewExcluded,
} from '../../../initialisers/analytics/skip-rules';
import { anyValue, hugeString } from './arbitraries';
import { rawContext } from './context-arbitraries';
import { branchCounter } from '../support/branches';

// When analytics do not run (runtime.md section 6) and where page views alone are not counted
// (section 2): for any context and any value of the global flag there is one answer, with a
// reason whenever analytics are skipped.

const UNTRACKED = [
  PageType.byName.NOT_FOUND,
  PageType.byName.LOCK_SCREEN,
  PageType.byName.MEMBER_AREA_ACCESS_DENIED,
];

/** Role maps as the platform may send them, deep lists included. */
const role = fc.oneof(
  fc.constantFrom<unknown>(10, 1, 4, 99, '10', 'viewer', 'VIEWER', ' Viewer ', 'admin', '', null),
  anyValue,
);
const websiteRoles = fc.dictionary(
  fc.string({ maxLength: 6 }),
  fc.oneof(role, fc.array(role, { maxLength: 4 }), fc.array(fc.array(role, { maxLength: 3 }))),
  { maxKeys: 3 },
);

const context = fc
  .record({
    raw: rawContext,
    roles: fc.option(websiteRoles, { nil: undefined }),
    account: fc.option(fc.constantFrom({ id: 'acc' }, null), { nil: undefined }),
    pageType: fc.option(fc.constantFrom(...UNTRACKED, 1, 2, 102, 200), { nil: undefined }),
  })
  .map(({ raw, roles, account, pageType }) =>
    normaliseContext(
      {
        ...raw,
        ...(roles === undefined ? {} : { websiteRoles: roles }),
        ...(account === undefined ? {} : { authenticatedAccount: account }),
        ...(pageType === undefined ? {} : { pageType }),
      },
      'json',
    ),
  );

const disableFlag = fc.oneof(fc.constant(true), fc.constant(undefined), anyValue);

describe('analytics skip rules (property)', () => {
  it('skips for any context exactly in the cases of the spec, always saying why', () => {
    const branches = branchCounter(['flag', 'editor', 'untracked', 'tracked']);
    fc.assert(
      fc.property(context, disableFlag, (ctx, flag) => {
        const reason = analyticsSkipReason(ctx, { __SR_DISABLE_ANALYTICS: flag });
        const editorAccount = isLoggedInAccount(ctx) && !isViewerOnlyAccount(ctx);
        const untracked = UNTRACKED.includes(ctx.pageType as (typeof UNTRACKED)[number]);
        expect(reason === null).toBe(flag !== true && !editorAccount && !untracked);
        if (flag === true) {
          branches.reached('flag');
          expect(reason).toMatch(/__SR_DISABLE_ANALYTICS/);
        } else if (editorAccount) {
          branches.reached('editor');
          expect(reason).toBe('a logged-in account that is not viewer-only');
        } else if (untracked) {
          branches.reached('untracked');
          expect(reason).toMatch(new RegExp(`^page type ${ctx.pageType} \\(\\w+\\)$`));
        } else {
          branches.reached('tracked');
        }
      }),
    );
    branches.expectEachReached(3);
  });

  it('reads a role or a list of roles, and lists nested to any depth without running out of stack', () => {
    const depth = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1000, max: 20_000 }));
    fc.assert(
      fc.property(depth, fc.constantFrom(10, 4, 'viewer'), (levels, code) => {
        let nested: unknown = code;
        for (let level = 0; level < levels; level += 1) nested = [nested];
        const ctx = normaliseContext(
          { authenticatedAccount: { id: 'acc' }, websiteRoles: { acc: nested } },
          'json',
        );
        // A list inside a list is no readable role: such an account counts as an editor.
        const viewerOnly = levels <= 1 && code !== 4;
        expect(analyticsSkipReason(ctx, {})).toBe(
          viewerOnly ? null : 'a logged-in account that is not viewer-only',
        );
      }),
      { numRuns: 30 },
    );
  });

  it('excludes page views on /search and the search page type only', () => {
    const pathname = fc.oneof(
      fc.constantFrom(
        '/search',
        '/search/',
        '/Search',
        '/search//',
        '/searching',
        '/blog/search',
        '/',
      ),
      fc.string({ maxLength: 12 }).map((path) => `/${path}`),
      hugeString,
    );
    const pageType = fc.oneof(
      fc.constantFrom(PageType.byName.SEARCH, 1, 2, 100),
      fc.integer(),
      fc.double(),
    );
    fc.assert(
      fc.property(pathname, pageType, (path, type) => {
        expect(isPageViewExcluded(path, type)).toBe(
          path === '/search' || path === '/search/' || type === PageType.byName.SEARCH,
        );
      }),
    );
  });
});
