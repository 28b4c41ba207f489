import type { PageContext } from '../../src/context/types';
import { PageType } from '../../src/enums/page';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';

// When analytics do not run at all (spec runtime.md section 6), and where page views alone are
// not tracked (section 2: /search).

declare global {
  interface Window {
    /**
     * The global disable flag of section 6: set it to `true` before the runtime boots (or before
     * `SiteRuntime.init()`) and no analytics run on the page: no cookie, no hit, no census.
     */
    __SR_DISABLE_ANALYTICS?: unknown;
  }
}

/** Not found (100), lock screen (103) and member-area access denied (106). */
const UNTRACKED_PAGE_TYPES: ReadonlySet<number> = new Set([
  PageType.byName.NOT_FOUND,
  PageType.byName.LOCK_SCREEN,
  PageType.byName.MEMBER_AREA_ACCESS_DENIED,
]);

/** Why analytics are skipped on this page, or null when they run. */
export function analyticsSkipReason(
  context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles' | 'pageType'>,
  win: Pick<Window, '__SR_DISABLE_ANALYTICS'> = window,
): string | null {
  if (win.__SR_DISABLE_ANALYTICS === true) return 'disabled by window.__SR_DISABLE_ANALYTICS';
  if (isLoggedInAccount(context) && !isViewerOnlyAccount(context)) {
    return 'a logged-in account that is not viewer-only';
  }
  if (UNTRACKED_PAGE_TYPES.has(context.pageType)) {
    return `page type ${context.pageType} (${PageType.nameOf(context.pageType) ?? 'unknown'})`;
  }
  return null;
}

/** The site search route, with or without a trailing slash. */
const SEARCH_PATH = /^\/search\/?$/;

/**
 * Page views are not tracked on /search (section 2) nor on a page of the search page type (102),
 * which is what the platform serves there. Census calls and the visitor cookies still run.
 */
export function isPageViewExcluded(pathname: string, pageType: number): boolean {
  return SEARCH_PATH.test(pathname) || pageType === PageType.byName.SEARCH;
}
