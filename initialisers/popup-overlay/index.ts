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
// trap, Escape, page inert) and goes back when the dialog closes.
//
// The core only checks that the page has an overlay: settings and content. The display rules are
// the `popup-overlay` pack (start-popup-overlay.ts), fetched then, and the dialog is the
// `popup-overlay-dialog` pack, fetched only when the rules say it shows; a page without an overlay
// downloads neither. Its styles stay in the core stylesheet: imported here.
import type { InitialiserDefinition } from '../../src/runtime/types';
import { OVERLAY_SELECTOR, POPUP_OVERLAY_PACK } from './constants';
import type { PopupOverlayPack } from './pack-exports';
import { hasServerContent } from './server-content';
import * as dom from '../../src/lib/dom';
import './popup-overlay.css';

export const popupOverlayInitialiser: InitialiserDefinition = {
  name: 'popup-overlay',
  // Nothing it does must happen before the visitor sees the page.
  urgency: 'idle',
  init(initialiser) {
    const { context, signal, log, loadPack } = initialiser;
    const settings = context.websiteSettings.popupOverlaySettings;
    if (!settings) {
      log.debug('No popup overlay settings: nothing to show');
      return;
    }
    const source = dom.query<HTMLElement>(document, OVERLAY_SELECTOR);
    if (!source || !hasServerContent(source)) {
      log.debug(`No ${OVERLAY_SELECTOR} content on the page: nothing to show`);
      return;
    }
    return loadPack<PopupOverlayPack>(POPUP_OVERLAY_PACK).then(
      ({ startPopupOverlay }) =>
        signal.aborted ? undefined : startPopupOverlay(initialiser, settings, source),
      (error: unknown) => {
        if (!signal.aborted)
          log.error('The popup overlay could not be loaded: it stays hidden', error);
      },
    );
  },
};
