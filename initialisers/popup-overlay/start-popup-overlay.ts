// The popup overlay's display rules (runtime.md sections 3 and 9; widgets.md section 3), run by
// the `popup-overlay` pack once the core found settings and content for it: the settings are
// checked, the visitor's record, the viewport and the account decide whether it shows, and only
// then is the dialog (the `popup-overlay-dialog` pack, with React) fetched. The visitor's local
// storage keeps the settings version, whether they submitted a form in it and when they closed it.
import type { PopupOverlaySettings } from '../../src/context/types';
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { matchesMedia } from '../../src/lib/media-query';
import { hasQueryFlag } from '../../src/lib/query-flags';
import { afterStylesheet } from '../../src/runtime/assets';
import type { Cleanup, InitialiserContext } from '../../src/runtime/types';
import type { PopupOverlayDialogPack } from '../popup-overlay-dialog/pack-exports';
import type { PopupOverlayHandle } from '../popup-overlay-dialog/show-popup-overlay';
import { MOBILE_MEDIA_QUERY, POPUP_OVERLAY_DIALOG_PACK } from './constants';
import { recordOverlayView } from './overlay-census';
import { readOverlayRecord, recordClosed, recordSubmitted } from './overlay-record';
import { overlaySettingsProblems } from './overlay-settings';
import { shouldShowOverlay } from './should-show-overlay';

/** Shows the overlay of `source` if the rules say so; the cleanup takes it away (destroy()). */
export function startPopupOverlay(
  { context, store, signal, log, loadPack }: InitialiserContext,
  settings: PopupOverlaySettings,
  source: HTMLElement,
): Cleanup | undefined {
  const problems = overlaySettingsProblems(settings);
  if (problems.length > 0) {
    log.error(`Popup overlay settings are invalid, so it stays hidden: ${problems.join('; ')}`);
    return undefined;
  }

  const decision = shouldShowOverlay(settings, readOverlayRecord(), {
    // A viewer-only account is treated like a visitor (runtime.md section 6).
    loggedIn: isLoggedInAccount(context) && !isViewerOnlyAccount(context),
    screenshot: hasQueryFlag('sqsscreenshot'),
    mobile: matchesMedia(MOBILE_MEDIA_QUERY),
    now: Date.now(),
  });
  log.debug(`Popup overlay ${decision.show ? 'shows' : 'stays hidden'}: ${decision.reason}`);
  if (!decision.show) return undefined;

  // Fetched at once, while the banner and the stylesheet may still be on their way.
  const pack = loadPack<PopupOverlayDialogPack>(POPUP_OVERLAY_DIALOG_PACK).catch(
    (error: unknown) => {
      if (!signal.aborted)
        log.error('The popup overlay could not be loaded: it stays hidden', error);
      return null;
    },
  );

  let overlay: PopupOverlayHandle | null = null;
  const show = ({ showPopupOverlay }: PopupOverlayDialogPack): void => {
    overlay = showPopupOverlay({
      source,
      style: settings.style,
      onVisitorClose: () => {
        if (!recordClosed(settings.version, Date.now())) {
          log.warn('Local storage refused the popup overlay record: it may show again');
        }
      },
      onSubmitted: () => {
        if (!recordSubmitted(settings.version)) {
          log.warn('Local storage refused the popup overlay sign-up record');
        }
      },
    });
    void recordOverlayView(store, settings);
  };
  const open = (): void => {
    void pack.then((loaded) => {
      if (loaded && !signal.aborted) show(loaded);
    });
  };

  // Drawn once the runtime's styles are in: unstyled, the dialog would sit in the page flow.
  const openWhenStyled = (): void => afterStylesheet(open, signal);

  // Consent first: while the cookie banner waits for an answer, the overlay waits too, so the
  // visitor never faces two prompts at once and tracking is decided before the census call.
  if (store.getState().consent.bannerOpen) {
    log.debug('Popup overlay waits for the cookie banner to close');
    const unsubscribe = store.subscribe((state) => {
      if (state.consent.bannerOpen) return;
      unsubscribe();
      openWhenStyled();
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  } else {
    openWhenStyled();
  }

  return () => overlay?.remove();
}
