import type { PopupOverlaySettings } from '../../src/context/types';
import { DAY_MS, NEVER_AGAIN } from './constants';
import type { OverlayRecord } from './overlay-record';

/** What the decision depends on besides the settings and the stored record. */
export interface OverlayEnvironment {
  /** A logged-in account (context.authenticatedAccount). */
  loggedIn: boolean;
  /** The page URL carries sqsscreenshot=true. */
  screenshot: boolean;
  /** The viewport is mobile-sized (up to 432 px wide). */
  mobile: boolean;
  /** Epoch milliseconds. */
  now: number;
}

export interface OverlayDecision {
  show: boolean;
  /** Why, for the debug log. */
  reason: string;
}

const show = (reason: string): OverlayDecision => ({ show: true, reason });
const hide = (reason: string): OverlayDecision => ({ show: false, reason });

/**
 * Whether the popup overlay shows on this page view (runtime.md sections 2, 3 and 4), in order:
 * a screenshot never shows it; a logged-in user always sees it; otherwise it stays off mobile when
 * enableMobile is off, shows again for a new settings version, stays away once signed up (with
 * showUntilSignup), and after a close comes back displayFrequency days later (-1: never).
 */
export function shouldShowOverlay(
  settings: PopupOverlaySettings,
  record: OverlayRecord,
  env: OverlayEnvironment,
): OverlayDecision {
  if (env.screenshot) return hide('suppressed by sqsscreenshot=true');
  if (env.loggedIn) return show('a logged-in user always sees it');
  if (env.mobile && !settings.enableMobile) return hide('not shown on mobile (enableMobile off)');
  if (record.version !== settings.version) {
    return show(
      record.version === null
        ? 'nothing stored yet'
        : `new settings version ${settings.version} (stored ${record.version})`,
    );
  }
  if (settings.showUntilSignup && record.submitted) return hide('the visitor signed up');
  if (record.dateClosed === null) return show('never closed');
  if (settings.displayFrequency === NEVER_AGAIN) return hide('closed, and never shown again');
  const due = record.dateClosed + settings.displayFrequency * DAY_MS;
  return env.now >= due
    ? show(`closed more than ${settings.displayFrequency} days ago`)
    : hide(`closed less than ${settings.displayFrequency} days ago`);
}
