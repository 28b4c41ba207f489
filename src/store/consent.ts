import type { RuntimeState } from './store';

/** The tracking cookies the restrictive policy clears (spec runtime.md section 9). */
export const TRACKING_COOKIES = [
  'SS_MATTR',
  'SS_MID',
  'SS_lastvisit',
  'user_segment',
  'ss_cid',
  'ss_cpvisit',
  'ss_cvisit',
  'ss_cvr',
  'ss_cvt',
] as const;

/**
 * Whether tracking may run (write tracking cookies, send hits): always without the restrictive
 * policy; with it, only once the visitor accepted.
 */
export function isTrackingAllowed(state: Pick<RuntimeState, 'context' | 'consent'>): boolean {
  const restrictive = state.context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled;
  return !restrictive || state.consent.accepted === true;
}
