// The font service (runtime.md section 7, "a font stylesheet service"): the stylesheets of the
// site's Typekit kit (`website.typekitId`) and Google fonts (`googleFonts`), added as <link>
// elements (CSP-safe: no injected <style>). They are third-party requests: under the restrictive
// cookie policy they wait for the visitor's consent, and the page keeps its fallback fonts until
// then. The core only checks that the context names fonts; the `font-service` pack, fetched at
// boot, adds them (Google's with display=optional, so late fonts never make the text reflow).
// Addresses: ./font-sources.ts.
import type { InitialiserDefinition } from '../../src/runtime/types';
import type { FontServicePack } from './pack-exports';

export const FONT_SERVICE_PACK = 'font-service';

export const fontServiceInitialiser: InitialiserDefinition = {
  name: 'font-service',
  init({ context, store, signal, log, loadPack }) {
    if (!context.website.typekitId.trim() && Object.keys(context.googleFonts).length === 0) return;
    return loadPack<FontServicePack>(FONT_SERVICE_PACK).then(
      (pack) => (signal.aborted ? undefined : pack.startFonts({ context, store, signal, log })),
      (error: unknown) => {
        log.warn('The font service could not be loaded: the page keeps its fallback fonts', error);
        return undefined;
      },
    );
  },
};
