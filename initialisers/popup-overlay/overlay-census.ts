import { recordOverlay } from '../../src/api';
import type { PopupOverlaySettings } from '../../src/context/types';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { readCookie } from '../../src/lib/cookies';
import { isTrackingAllowed } from '../../src/store/consent';
import type { RuntimeStore } from '../../src/store/store';

/** The visitor record cookie (DESIGN.md, markup contract). */
const VISITOR_COOKIE = 'ss_cvr';

/**
 * Records one view of the overlay (POST /api/census/overlay): only when tracking is allowed and
 * not for a logged-in account, whose analytics are skipped (a viewer-only account counts as a
 * visitor; runtime.md section 6). The census call swallows failures. Resolves with whether a
 * record was sent.
 */
export async function recordOverlayView(
  store: RuntimeStore,
  settings: PopupOverlaySettings,
): Promise<boolean> {
  const state = store.getState();
  const { context } = state;
  const skipped = isLoggedInAccount(context) && !isViewerOnlyAccount(context);
  if (skipped || !isTrackingAllowed(state)) return false;
  await recordOverlay(
    {
      websiteId: context.website.id,
      version: settings.version,
      style: settings.style,
      pagePath: window.location.pathname,
    },
    readCookie(VISITOR_COOKIE) ?? '',
  );
  return true;
}
