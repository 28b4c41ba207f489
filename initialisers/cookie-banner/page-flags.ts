// What the page URL says about showing the banner. Automated browsers get the banner like anyone
// else: what a visitor sees is what a test (and a Lighthouse run) sees.
import type { PageContext } from '../../src/context/types';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { hasQueryFlag } from '../../src/lib/query-flags';
import { PREVIEW_FLAG, SCREENSHOT_FLAG } from './constants';

export interface BannerPageFlags {
  /** `sqsscreenshot=true`: no banner at all. */
  screenshot: boolean;
  /**
   * Forced preview: shown regardless of the cookie, cannot be dismissed, saves nothing. Only for a
   * logged-in editor: anyone can put the flag in a link, and a visitor who followed it would get
   * a banner (a modal popup) they cannot close.
   */
  preview: boolean;
}

export function readBannerPageFlags(
  context: Pick<PageContext, 'authenticatedAccount' | 'websiteRoles'>,
  location: Pick<Location, 'search'> = window.location,
): BannerPageFlags {
  const editor = isLoggedInAccount(context) && !isViewerOnlyAccount(context);
  return {
    screenshot: hasQueryFlag(SCREENSHOT_FLAG, location),
    preview: editor && hasQueryFlag(PREVIEW_FLAG, location),
  };
}
