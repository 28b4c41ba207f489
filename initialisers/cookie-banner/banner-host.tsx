// The banner's own React root, in a container appended to <body> while the banner shows. The
// popup variant portals its dialog into <body> (see src/ui Dialog); the container stays empty then.
import { createRoot, type Root } from 'react-dom/client';
import { ensureStylesheet } from '../../src/runtime/assets';
import { tabbableElements } from '../../src/ui/focusable';
import { COOKIE_BANNER_VERSION } from './constants';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';

export const HOST_CLASS = 'sr-cookie-banner-host';

export interface BannerHost {
  render: (props: CookieBannerProps) => void;
  /** Unmounts the root and removes the container. */
  remove: () => void;
  /** Whether `node` is inside the banner (the bar, or the popup's dialog). */
  contains: (node: Node | null) => boolean;
  /** Moves focus to the banner's first focusable element. */
  focusFirst: () => void;
}

export function createBannerHost(doc: Document = document): BannerHost {
  let host: { container: HTMLElement; root: Root } | null = null;

  /** The elements that hold the banner: the container, and the popup's overlay outside it. */
  const parts = (): HTMLElement[] => {
    if (!host) return [];
    const popup = doc.querySelector<HTMLElement>('.sr-cookie-popup-overlay');
    return popup ? [host.container, popup] : [host.container];
  };

  return {
    render(props) {
      if (!host?.container.isConnected) {
        // A page script removed the container: start again with a fresh one.
        host?.root.unmount();
        ensureStylesheet(doc);
        const container = doc.createElement('div');
        container.className = HOST_CLASS;
        container.dataset.srBannerVersion = String(COOKIE_BANNER_VERSION);
        doc.body.appendChild(container);
        host = { container, root: createRoot(container) };
      }
      host.root.render(<CookieBanner {...props} />);
    },
    remove() {
      if (!host) return;
      host.root.unmount();
      host.container.remove();
      host = null;
    },
    contains(node) {
      return node !== null && parts().some((part) => part.contains(node));
    },
    focusFirst() {
      for (const part of parts()) {
        const first = tabbableElements(part)[0];
        if (first) {
          first.focus();
          return;
        }
      }
    },
  };
}
