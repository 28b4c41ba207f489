import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  googleFontsUrl,
  GOOGLE_FONTS_CSS,
  readGoogleFamilies,
  typekitKit,
  typekitUrl,
  TYPEKIT_CSS,
} from '../../../../initialisers/font-service/font-sources';
import { fontServiceInitialiser } from '../../../../initialisers/font-service';
import { startFonts } from '../../../../initialisers/font-service/start-fonts';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../../src/store/store';
import { mockLogger } from '../../support/mock-logger';
import { anyValue, jsonValue } from '../../properties/arbitraries';

const fontLinks = () =>
  Array.from(document.querySelectorAll<HTMLLinkElement>('link[data-sr-fonts]')).map(
    (link) => link.href,
  );

function start(store: RuntimeStore) {
  const controller = new AbortController();
  const cleanup = startFonts({
    context: store.getState().context,
    store,
    signal: controller.signal,
    log: mockLogger(),
  });
  return () => {
    controller.abort();
    cleanup();
  };
}

function storeWith(restrictive: boolean): RuntimeStore {
  const store = createRuntimeStore();
  const { context } = store.getState();
  store.setState({
    context: {
      ...context,
      website: { ...context.website, typekitId: 'abc1def' },
      googleFonts: { families: ['Playfair Display:400,700italic'] },
      websiteSettings: {
        ...context.websiteSettings,
        cookieSettings: {
          ...context.websiteSettings.cookieSettings,
          isRestrictiveCookiePolicyEnabled: restrictive,
        },
      },
    },
  });
  return store;
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

describe('font sources', () => {
  it('reads Google families in the shapes a context may give', () => {
    expect(readGoogleFamilies(['Roboto:400,700italic', 'Open+Sans'])).toEqual([
      { family: 'Roboto', weights: ['0,400', '1,700'] },
      { family: 'Open Sans', weights: [] },
    ]);
    expect(readGoogleFamilies({ Lato: ['400', 700] })).toEqual([
      { family: 'Lato', weights: ['0,400', '0,700'] },
    ]);
    expect(readGoogleFamilies({ families: ['Lato'] })).toEqual([{ family: 'Lato', weights: [] }]);
    expect(readGoogleFamilies({})).toEqual([]);
  });

  it("builds the services' addresses: css2 with display=optional, the kit's stylesheet", () => {
    expect(
      googleFontsUrl(GOOGLE_FONTS_CSS, readGoogleFamilies(['Roboto:400,700', 'Lato:italic'])),
    ).toBe(
      'https://fonts.googleapis.com/css2?family=Roboto%3Awght%40400%3B700&family=Lato%3Aital%2Cwght%401%2C400&display=optional',
    );
    expect(typekitUrl(TYPEKIT_CSS, 'abc1def')).toBe('https://use.typekit.net/abc1def.css');
    expect(typekitKit('../x')).toBeNull();
  });

  it('never lets anything but plain family names and weights into the address', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, jsonValue), (value) => {
        const families = readGoogleFamilies(value);
        expect(families.length).toBeLessThanOrEqual(12);
        for (const { family, weights } of families) {
          expect(family).toMatch(/^[A-Za-z0-9][A-Za-z0-9 ]*$/);
          for (const weight of weights) expect(weight).toMatch(/^[01],\d{3}$/);
        }
      }),
    );
  });
});

describe('the font service', () => {
  it('fetches its pack only when the context names fonts', async () => {
    const loadPack = vi.fn(() => Promise.resolve({ startFonts: () => () => undefined }));
    const run = (store: RuntimeStore) =>
      fontServiceInitialiser.init({
        context: store.getState().context,
        store,
        signal: new AbortController().signal,
        log: mockLogger(),
        loadPack: loadPack as never,
      });
    expect(run(createRuntimeStore())).toBeUndefined();
    expect(loadPack).not.toHaveBeenCalled();
    await run(storeWith(false));
    expect(loadPack).toHaveBeenCalledWith('font-service');
  });

  it('adds the stylesheets at once without the restrictive policy, and removes them on destroy', () => {
    stop = start(storeWith(false));
    expect(fontLinks()).toEqual([
      'https://use.typekit.net/abc1def.css',
      expect.stringContaining('https://fonts.googleapis.com/css2?family=Playfair+Display'),
    ]);
    stop();
    stop = undefined;
    expect(fontLinks()).toEqual([]);
  });

  it('under the restrictive policy, waits for consent', () => {
    const store = storeWith(true);
    stop = start(store);
    updateSlice(store, 'consent', { accepted: false });
    expect(fontLinks()).toEqual([]);
    updateSlice(store, 'consent', { accepted: true });
    expect(fontLinks()).toHaveLength(2);
  });
});
