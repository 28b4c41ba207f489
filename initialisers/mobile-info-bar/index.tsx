// Mobile info bar (runtime.md sections 1-3): at viewport width 1024 px or less, a bar with the
// contact items the site enabled in websiteSettings.mobileInfoBarSettings: its email (mailto:),
// phone number (tel:), location (a map search) and opening hours. Wider viewports show nothing.
import { createRoot, type Root } from 'react-dom/client';
import { rootContainer } from '../../src/lib/root-container';
import { afterStylesheet } from '../../src/runtime/assets';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { readInfoBarContent } from './info-bar-content';
import { MobileInfoBar } from './MobileInfoBar';

export const mobileInfoBarInitialiser: InitialiserDefinition = {
  name: 'mobile-info-bar',
  init({ context, signal, log }) {
    const content = readInfoBarContent(context, (message) => log.warn(message));
    if (content.links.length === 0 && content.hours.length === 0) {
      log.debug('Mobile info bar has no enabled item with data: nothing to show');
      return;
    }
    let mounted: { root: Root; host: HTMLElement } | null = null;
    // Drawn once the runtime's styles are in, so that it never shifts when they arrive.
    afterStylesheet(() => {
      // At the end of the page: its spacer adds room below the content, never above it.
      const host = rootContainer('mobile-info-bar');
      host.className = 'sr-mobile-info-bar-host';
      document.body.appendChild(host);
      const root = createRoot(host);
      root.render(<MobileInfoBar content={content} />);
      mounted = { root, host };
    }, signal);

    return () => {
      mounted?.root.unmount();
      mounted?.host.remove();
    };
  },
};
