// Mobile info bar (runtime.md sections 1-3): at viewport width 1024 px or less, a bar with the
// contact items the site enabled in websiteSettings.mobileInfoBarSettings: its email (mailto:),
// phone number (tel:), location (a map search) and opening hours. Wider viewports show nothing.
//
// Whether there is anything to show is decided in the core; the links and the bar come from the
// `mobile-info-bar` pack, fetched only once the viewport is narrow enough (at boot, or when it
// narrows later). From then on the bar follows the viewport itself. Its styles stay in the core
// stylesheet: imported here.
import { afterStylesheet } from '../../src/runtime/assets';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { MOBILE_INFO_BAR_PACK, MOBILE_INFO_BAR_QUERY } from './constants';
import { hasInfoBarItems } from './info-bar-items';
import type { MobileInfoBarPack } from './pack-exports';
import type { MobileInfoBarHandle } from './show-mobile-info-bar';
import { whenMediaFirstMatches } from './when-media-matches';
import './mobile-info-bar.css';

export const mobileInfoBarInitialiser: InitialiserDefinition = {
  name: 'mobile-info-bar',
  // Nothing it does must happen before the visitor sees the page.
  urgency: 'idle',
  init({ context, signal, log, loadPack }) {
    if (!hasInfoBarItems(context)) {
      log.debug('Mobile info bar has no enabled item with data: nothing to show');
      return;
    }
    let bar: MobileInfoBarHandle | null = null;
    whenMediaFirstMatches(MOBILE_INFO_BAR_QUERY, signal, () => {
      loadPack<MobileInfoBarPack>(MOBILE_INFO_BAR_PACK).then(
        ({ readInfoBarContent, showMobileInfoBar }) => {
          if (signal.aborted) return;
          const content = readInfoBarContent(context, (message) => log.warn(message));
          if (content.links.length === 0 && content.hours.length === 0) {
            log.debug('Mobile info bar has no item with a valid link: nothing to show');
            return;
          }
          // Drawn once the runtime's styles are in, so that it never shifts when they arrive.
          afterStylesheet(() => {
            bar = showMobileInfoBar(content);
          }, signal);
        },
        (error: unknown) => {
          if (!signal.aborted) {
            log.error('The mobile info bar could not be loaded: it stays hidden', error);
          }
        },
      );
    });

    return () => bar?.remove();
  },
};
