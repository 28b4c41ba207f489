import { ContributorRole } from '../../src/enums/roles';

/** The lazy pack (dist/packs/admin-broadcast.js) that relays admin events between tabs. */
export const ADMIN_BROADCAST_PACK = 'admin-broadcast';

/**
 * The ADMIN access permission in the context's `accessPermissions` (runtime.md section 6:
 * "Accounts with the ADMIN access permission broadcast admin events to other tabs"). The spec
 * numbers no permission ("Numeric permissions are grouped into families", their numbers not
 * shown), and no public code we found shows this one. The one ADMIN code the spec gives is the
 * contributor role "admin 1" (section 6), and a site owner's saved page (websiteRoles {"1": true})
 * lists 1 among its accessPermissions (fixtures/real-pages/commerce/
 * 7.1__physical-no-options-owner-view.html): so 1, by our reading.
 */
export const ADMIN_ACCESS_PERMISSION: number = ContributorRole.byName.ADMIN;

/** The BroadcastChannel's name (ours: the spec names none); one per origin. */
export const ADMIN_CHANNEL = 'site-runtime:admin';

/**
 * A page script (or the editor's) sends an admin event to the other tabs by dispatching this on
 * the document, `detail` being `{ type, data }`. Name and shape are ours: the spec names "admin
 * events" but neither an event nor its payload.
 */
export const ADMIN_BROADCAST_EVENT = 'site-runtime:admin-broadcast';

/** Dispatched on the document of every other tab of the site when an admin event arrives. */
export const ADMIN_EVENT = 'site-runtime:admin-event';
