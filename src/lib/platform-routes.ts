// Platform routes the runtime recognises or links to (runtime.md section 2, "Routes and
// destinations"; widgets.md section 2, "Editor upgrade destinations"):
//   /pages/{24-character id}  "Collection panel path."
//   /s/...                    "File links." (recognised by isFileLink, ./links.ts)
//   /settings/billing/upgrade and /settings/billing/subscriptions/website
//                             "Trial upgrade and regular upgrade destinations."
// The configuration editor's own route (/config/) lives with the editor redirect
// (initialisers/editor-redirect/editor-urls.ts), the checkout routes with the cart
// (src/commerce/checkout-urls.ts).
import { SiteStatus } from '../enums/site';

/** The collection panel path's prefix: `/pages/{24-character id}`. */
export const COLLECTION_PANEL_PREFIX = '/pages/';

/** The prefix of the paths the site serves its uploaded files under: `/s/...`. */
export const FILE_LINK_PREFIX = '/s/';

/** widgets.md section 2: "/settings/billing/upgrade (trial upgrade)". */
export const TRIAL_UPGRADE_PATH = '/settings/billing/upgrade';
/** widgets.md section 2: "/settings/billing/subscriptions/website (regular upgrade)". */
export const REGULAR_UPGRADE_PATH = '/settings/billing/subscriptions/website';

/**
 * A platform id: 24 characters. Every id on real pages is 24 lowercase hexadecimal digits (a
 * website's, a collection's, an item's: `"collection":{"id":"65c1bfb1d5460176190be7cb"}` in
 * fixtures/real-pages/commerce/7.1__physical-no-options-owner-view.html), so only those count.
 */
const PLATFORM_ID = /^[0-9a-f]{24}$/;

export function isPlatformId(value: unknown): value is string {
  return typeof value === 'string' && PLATFORM_ID.test(value);
}

/** `/pages/{id}` for a collection id; null for anything that is not a 24-character id. */
export function collectionPanelPath(collectionId: unknown): string | null {
  return isPlatformId(collectionId) ? `${COLLECTION_PANEL_PREFIX}${collectionId}` : null;
}

/**
 * The collection id a collection panel path names (`/pages/65c1…e7cb`, a trailing slash allowed),
 * or null when `path` is not one.
 */
export function collectionIdOfPanelPath(path: unknown): string | null {
  if (typeof path !== 'string' || !path.startsWith(COLLECTION_PANEL_PREFIX)) return null;
  const rest = path.slice(COLLECTION_PANEL_PREFIX.length);
  const id = rest.endsWith('/') ? rest.slice(0, -1) : rest;
  return isPlatformId(id) ? id : null;
}

/**
 * Where the upgrade of a site leads: the trial upgrade while the site is on trial
 * (website.siteStatus.value 3, runtime.md section 3), the regular upgrade otherwise.
 */
export function upgradePath(siteStatus: unknown): string {
  return siteStatus === SiteStatus.byName.TRIAL ? TRIAL_UPGRADE_PATH : REGULAR_UPGRADE_PATH;
}
