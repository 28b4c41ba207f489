// The font service's work, in the `font-service` pack (see ./index.ts).
import { pageSettingUrl } from '../../src/lib/page-setting';
import type { PageContext } from '../../src/context/types';
import type { Cleanup, Logger } from '../../src/runtime/types';
import type { RuntimeStore } from '../../src/store/store';
import { isTrackingAllowed } from '../../src/store/consent';
import {
  GOOGLE_FONTS_CSS,
  GOOGLE_FONTS_META,
  googleFontsUrl,
  readGoogleFamilies,
  TYPEKIT_CSS,
  TYPEKIT_META,
  typekitKit,
  typekitUrl,
} from './font-sources';
import * as dom from '../../src/lib/dom';

export const FONT_LINK_ATTRIBUTE = 'data-sr-fonts';

export interface FontOptions {
  context: PageContext;
  store: RuntimeStore;
  signal: AbortSignal;
  log: Logger;
}

/** Adds the stylesheets (after consent under the restrictive policy); the cleanup removes them. */
export function startFonts({ context, store, signal, log }: FontOptions): Cleanup {
  const hrefs: string[] = [];
  const kit = typekitKit(context.website.typekitId);
  if (kit) {
    hrefs.push(typekitUrl(pageSettingUrl(TYPEKIT_META, TYPEKIT_CSS), kit));
  }
  const families = readGoogleFamilies(context.googleFonts);
  if (families.length > 0) {
    hrefs.push(googleFontsUrl(pageSettingUrl(GOOGLE_FONTS_META, GOOGLE_FONTS_CSS), families));
  }
  if (hrefs.length === 0) return () => undefined;

  const links: HTMLLinkElement[] = [];
  const add = () => {
    for (const href of hrefs) {
      if (dom.query(document, `link[${FONT_LINK_ATTRIBUTE}][href="${CSS.escape(href)}"]`)) continue;
      const link = dom.create('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.setAttribute(FONT_LINK_ATTRIBUTE, '');
      link.addEventListener('error', () => log.warn(`Font stylesheet failed: ${href}`), {
        once: true,
      });
      dom.head().append(link);
      links.push(link);
    }
  };
  if (isTrackingAllowed(store.getState())) add();
  else {
    const unsubscribe = store.subscribe((state) => {
      if (!isTrackingAllowed(state)) return;
      unsubscribe();
      add();
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  }
  return () => {
    for (const link of links) link.remove();
  };
}
