// What the page URL and the browser say about showing the banner.
import { hasQueryFlag } from '../../src/lib/query-flags';
import { FORCE_SHOW_FLAG, PREVIEW_FLAG, SCREENSHOT_FLAG } from './constants';

export interface BannerPageFlags {
  /** `sqsscreenshot=true`: no banner at all. */
  screenshot: boolean;
  /** Forced preview: shown regardless of the cookie, cannot be dismissed, saves nothing. */
  preview: boolean;
  /** An automated browser (navigator.webdriver) without the force-show flag: no banner. */
  bot: boolean;
}

export function readBannerPageFlags(
  location: Pick<Location, 'search'> = window.location,
  webdriver: boolean = navigator.webdriver === true,
): BannerPageFlags {
  return {
    screenshot: hasQueryFlag(SCREENSHOT_FLAG, location),
    preview: hasQueryFlag(PREVIEW_FLAG, location),
    bot: webdriver && !hasQueryFlag(FORCE_SHOW_FLAG, location),
  };
}
