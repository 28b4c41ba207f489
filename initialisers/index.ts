// The page's features: every built-in initialiser, in the order they run, and what they add to
// `window.SiteRuntime`. They are the `features` pack (./pack.ts), which the core asks for as it
// boots, with the first screen's packs: none of it is needed for the first paint, and the core
// stays small (DESIGN.md, Budgets). Each feature's heavier part is a pack of its own still.
import { pageContextInitialiser } from '../src/context/context-initialiser';
import { windowNavigation } from '../src/lib/navigation';
import { request } from '../src/request';
import { createLogger } from '../src/runtime/logger';
import type { InitialiserDefinition, SiteRuntimeApi } from '../src/runtime/types';
import { adminBroadcastInitialiser } from './admin-broadcast';
import { analyticsApi, analyticsInitialiser } from './analytics';
import { announcementBarInitialiser } from './announcement-bar';
import { cartInitialiser } from './cart';
import { cookieBannerInitialiser, openCookiePreferences } from './cookie-banner';
import {
  editorRedirectDecision,
  editorRedirectInitialiser,
  logOutThroughPack,
} from './editor-redirect';
import { effectsInitialiser } from './effects';
import { errorReporterInitialiser } from './error-reporter';
import { fontServiceInitialiser } from './font-service';
import { licensedAssetsBarInitialiser } from './licensed-assets-bar';
import { logoutDialogInitialiser } from './logout-dialog';
import { mobileInfoBarInitialiser } from './mobile-info-bar';
import { nativeBridgeApi, nativeBridgeInitialiser } from './native-bridge';
import { performanceInitialiser } from './performance';
import { platformHelpers, sessionInfoInitialiser } from './platform-helpers';
import { popupOverlayInitialiser } from './popup-overlay';
import { createSiteUserAccounts, siteUserSessionInitialiser } from './site-user-session';

/**
 * In this order: the page context first (the others read it from the store), the error reporter
 * next, so it sees what the rest may throw, then consent (the others read it from the store).
 * Those marked `urgency: 'idle'` run afterwards, each in an idle period of its own.
 */
export const builtInInitialisers: readonly InitialiserDefinition[] = [
  pageContextInitialiser,
  errorReporterInitialiser,
  cookieBannerInitialiser,
  fontServiceInitialiser,
  analyticsInitialiser,
  editorRedirectInitialiser,
  siteUserSessionInitialiser,
  nativeBridgeInitialiser,
  sessionInfoInitialiser,
  popupOverlayInitialiser,
  announcementBarInitialiser,
  mobileInfoBarInitialiser,
  licensedAssetsBarInitialiser,
  adminBroadcastInitialiser,
  cartInitialiser,
  logoutDialogInitialiser,
  effectsInitialiser,
  performanceInitialiser,
];

/** What the features add to `window.SiteRuntime` for pages and packs. */
export function featureApi(runtime: SiteRuntimeApi) {
  return {
    /** The platform request wrapper (ky, qs and the crumb come with the `request` pack). */
    request,
    consent: { open: openCookiePreferences },
    /** Census calls, RecordEvent and Trace (initialisers/analytics); no-ops while not tracking. */
    analytics: analyticsApi,
    accounts: {
      ...createSiteUserAccounts(runtime.store),
      /** Logs the account out: auth call, then the site root with logout=true. */
      logout: () =>
        logOutThroughPack({
          navigation: windowNavigation,
          store: runtime.store,
          log: createLogger('accounts'),
        }),
    },
    editor: { redirectDecision: editorRedirectDecision },
    nativeBridge: nativeBridgeApi,
    platform: platformHelpers,
  };
}

export type FeatureApi = ReturnType<typeof featureApi>;
