// Popup overlay (runtime.md sections 2-4; widgets.md section 3). Markup contract: the platform
// renders the overlay's content into the page, hidden until the runtime decides to show it:
//
// <div class="sqs-popup-overlay" hidden>
//   …platform HTML: a heading (names the dialog), text, a sign-up form or a call-to-action link…
//   <a class="sqs-popup-overlay-close" href="#">Close</a>   (optional; hidden while in the dialog)
// </div>
//
// The context carries only the settings (websiteSettings.popupOverlaySettings), so a page without
// that element shows no overlay. When it shows, its content moves into a modal dialog (focus
// trap, Escape, page inert) and goes back when the dialog closes. The visitor's local storage
// keeps the settings version, whether they submitted a form in it and when they closed it.
//
// The decision stays in the core; the dialog comes from the `popup-overlay` pack, fetched only
// when the overlay shows (its styles stay in the core stylesheet: imported here).
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { hasQueryFlag } from '../../src/lib/query-flags';
import { matchesMedia } from '../../src/lib/media-query';
import { afterStylesheet } from '../../src/runtime/assets';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { MOBILE_MEDIA_QUERY, OVERLAY_SELECTOR, POPUP_OVERLAY_PACK } from './constants';
import { recordOverlayView } from './overlay-census';
import { readOverlayRecord, recordClosed, recordSubmitted } from './overlay-record';
import { overlaySettingsProblems } from './overlay-settings';
import { hasServerContent } from './server-content';
import type { PopupOverlayPack } from './pack-exports';
import { shouldShowOverlay } from './should-show-overlay';
import type { PopupOverlayHandle } from './show-popup-overlay';
import './popup-overlay.css';

export const popupOverlayInitialiser: InitialiserDefinition = {
  name: 'popup-overlay',
  // Nothing it does must happen before the visitor sees the page.
  urgency: 'idle',
  init({ context, store, signal, log, loadPack }) {
    const settings = context.websiteSettings.popupOverlaySettings;
    if (!settings) {
      log.debug('No popup overlay settings: nothing to show');
      return;
    }
    const problems = overlaySettingsProblems(settings);
    if (problems.length > 0) {
      log.error(`Popup overlay settings are invalid, so it stays hidden: ${problems.join('; ')}`);
      return;
    }
    const source = document.querySelector<HTMLElement>(OVERLAY_SELECTOR);
    if (!source || !hasServerContent(source)) {
      log.debug(`No ${OVERLAY_SELECTOR} content on the page: nothing to show`);
      return;
    }

    const decision = shouldShowOverlay(settings, readOverlayRecord(), {
      // A viewer-only account is treated like a visitor (runtime.md section 6).
      loggedIn: isLoggedInAccount(context) && !isViewerOnlyAccount(context),
      screenshot: hasQueryFlag('sqsscreenshot'),
      mobile: matchesMedia(MOBILE_MEDIA_QUERY),
      now: Date.now(),
    });
    log.debug(`Popup overlay ${decision.show ? 'shows' : 'stays hidden'}: ${decision.reason}`);
    if (!decision.show) return;

    // Fetched at once, while the banner and the stylesheet may still be on their way.
    const pack = loadPack<PopupOverlayPack>(POPUP_OVERLAY_PACK).catch((error: unknown) => {
      if (!signal.aborted)
        log.error('The popup overlay could not be loaded: it stays hidden', error);
      return null;
    });

    let overlay: PopupOverlayHandle | null = null;
    const show = ({ showPopupOverlay }: PopupOverlayPack): void => {
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
  },
};
