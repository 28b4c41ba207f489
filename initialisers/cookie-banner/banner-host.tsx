// The banner's own React root, in a container appended to <body> while the banner shows. The
// popup variant portals its dialog into <body> (see src/ui Dialog); the container stays empty then.
// Part of the `cookie-banner` pack: the core attaches the stylesheet before it renders.
import { openBodyRoot, type BodyRoot } from '../../src/lib/root-container';
import { tabbableElements } from '../../src/ui/focusable';
import { COOKIE_BANNER_VERSION } from './constants';
import { CookieBanner, type CookieBannerProps } from './CookieBanner';
import { normaliseCookieBannerSettings } from './settings';
import * as dom from '../../src/lib/dom';

export const HOST_CLASS = 'sr-cookie-banner-host';

/** What the core's controller decides about the banner on screen; the settings are the host's. */
export type BannerView = Omit<CookieBannerProps, 'settings'>;

export interface BannerHost {
  render: (view: BannerView) => void;
  /** Unmounts the root and removes the container. */
  remove: () => void;
  /** Whether `node` is inside the banner (the bar, or the popup's dialog). */
  contains: (node: Node | null) => boolean;
  /** Moves focus to the banner's first focusable element. */
  focusFirst: () => void;
}

/** The banner for the page context's cookie settings (any shape: normalised here). */
export function createBannerHost(cookieSettings: unknown, doc: Document = document): BannerHost {
  const settings = normaliseCookieBannerSettings(cookieSettings);
  let host: BodyRoot | null = null;

  /** The elements that hold the banner: the container, and the popup's overlay outside it. */
  const parts = (): HTMLElement[] => {
    if (!host) return [];
    const popup = dom.query<HTMLElement>(doc, '.sr-cookie-popup-overlay');
    return popup ? [host.container, popup] : [host.container];
  };

  return {
    render(view) {
      if (!host?.container.isConnected) {
        // Not drawn yet, or a page script removed the container: (re)insert it with a new root.
        // The same element every time: React leaves its listeners on a container for good.
        host?.remove();
        host = openBodyRoot('cookie-banner', HOST_CLASS, { doc });
        host.container.dataset.srBannerVersion = String(COOKIE_BANNER_VERSION);
      }
      host.root.render(<CookieBanner settings={settings} {...view} />);
    },
    remove() {
      host?.remove();
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
