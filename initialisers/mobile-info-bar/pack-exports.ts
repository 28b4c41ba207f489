// What the `mobile-info-bar` pack hands the core through definePack: the items' links (checked,
// with weekday names in the site's language) and the bar with its React root.
import { readInfoBarContent } from './info-bar-content';
import { showMobileInfoBar } from './show-mobile-info-bar';

export const mobileInfoBarPack = { readInfoBarContent, showMobileInfoBar };

export type MobileInfoBarPack = typeof mobileInfoBarPack;
