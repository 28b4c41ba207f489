import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_UPDATE_DEBOUNCE_MS, mapsPageUrl } from '../../../../blocks/map/attach-map';
import { mapBlockDefinitions } from '../../../../blocks/map/definition';
import { PROVIDER_CALLBACK } from '../../../../blocks/map/assumed';
import { MAP_SCRIPT_TIMEOUT_MS, resetMapsProvider } from '../../../../blocks/map/provider';
import { readLocation } from '../../../../blocks/map/read-map';
import { TEST_MAPS_PATH, TEST_MAPS_SCRIPT } from '../../../../fixtures/api/test-maps';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/map.html',
);
const REAL = 'block-359e3205ce0444997098';
const COORDINATES = 'block-map-coordinates';
const [mapBlockDefinition] = mapBlockDefinitions;

type MapsWindow = Window & { google?: unknown; [PROVIDER_CALLBACK]?: () => void };

/** The fake API's test maps, installed as if its script had run. */
function installTestMaps(): void {
  new Function(TEST_MAPS_SCRIPT)();
}

function runtimeWith(restrictive: boolean, accepted: boolean | null): RuntimeStore {
  const store = createRuntimeStore();
  const { context } = store.getState();
  store.setState({
    context: {
      ...context,
      gmRenderKey: btoa('unit-test-maps-key'),
      website: { ...context.website, language: 'en-AU' },
      websiteSettings: {
        ...context.websiteSettings,
        cookieSettings: {
          ...context.websiteSettings.cookieSettings,
          isRestrictiveCookiePolicyEnabled: restrictive,
        },
      },
    },
  });
  updateSlice(store, 'consent', { accepted });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
  return store;
}

const mounted: Array<() => void> = [];
function mount(id: string) {
  const element = document.getElementById(id);
  if (!element || !mapBlockDefinition) throw new Error(`no block ${id}`);
  const result = attachBlock(mapBlockDefinition, element);
  mounted.push(result.unmount);
  return { ...result, element };
}

const stateOf = (id: string) =>
  document.querySelector<HTMLElement>(`#${id} .sr-map`)?.dataset.srMapState;
const mapsScripts = () => document.querySelectorAll('script[data-sr-maps]');

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  document.head.innerHTML = `<meta name="sr-maps-script" content="${TEST_MAPS_PATH}">`;
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  resetMapsProvider();
  delete (window as MapsWindow).google;
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
  vi.useRealTimers();
});

describe('map block: with consent, online', () => {
  it('shows the address card at once, then the map from the script, loaded once with key and locale', async () => {
    runtimeWith(false, null);
    installTestMaps();
    const first = mount(REAL);
    const card = first.element.querySelector('.sr-map__card');
    expect(card?.textContent).toContain('University of Wollongong');
    expect(card?.querySelector('a')?.getAttribute('href')).toBe(
      'https://maps.google.com/maps?q=University+of+Wollongong%2C+Northfields+Ave%2C+Wollongong%2C+NSW%2C+2522%2C+Australia&ll=-34.4079569%2C150.877135&z=12',
    );
    expect(stateOf(REAL)).toBe('loading');
    mount(COORDINATES);
    await settle();
    expect(stateOf(REAL)).toBe('map');
    expect(stateOf(COORDINATES)).toBe('map');
    expect(mapsScripts()).toHaveLength(1);
    const src = new URL((mapsScripts()[0] as HTMLScriptElement).src);
    expect(src.pathname).toBe(TEST_MAPS_PATH);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      key: 'unit-test-maps-key',
      language: 'en-AU',
      region: 'AU',
      callback: PROVIDER_CALLBACK,
      loading: 'async',
    });
    const canvas = first.element.querySelector<HTMLElement>('.sr-test-map');
    expect(canvas?.getAttribute('aria-label')).toBe(
      'Test map centred on -34.4079569, 150.877135 at zoom 12',
    );
    expect(canvas?.dataset.styleRules).not.toBe('0');
    expect(first.element.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe(
      'Map: University of Wollongong',
    );
    expect(card?.hasAttribute('hidden')).toBe(true);
  });

  it('waits for the provider to call back when its API comes after the script', async () => {
    runtimeWith(false, null);
    mount(REAL);
    await settle();
    expect(stateOf(REAL)).toBe('loading');
    installTestMaps();
    (window as MapsWindow)[PROVIDER_CALLBACK]?.();
    await settle();
    expect(stateOf(REAL)).toBe('map');
  });

  it('opens the maps page from the marker: address, position and zoom', async () => {
    runtimeWith(false, null);
    installTestMaps();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { element } = mount(REAL);
    await settle();
    element.querySelector<HTMLButtonElement>('.sr-test-map-marker')?.click();
    expect(open).toHaveBeenCalledWith(
      mapsPageUrl(
        readLocation({
          mapLat: -34.4079569,
          mapLng: 150.877135,
          mapZoom: 12,
          addressTitle: 'University of Wollongong',
          addressLine1: 'Northfields Ave',
          addressLine2: 'Wollongong, NSW, 2522',
          addressCountry: 'Australia',
        }),
      ),
      '_blank',
      'noopener',
    );
    // The marker image is 48x64, shown at half size.
    const image = element.querySelector('.sr-test-map-marker img');
    expect([image?.getAttribute('width'), image?.getAttribute('height')]).toEqual(['24', '32']);
  });

  it('recentres once, 60 ms after the last of several size changes', async () => {
    runtimeWith(false, null);
    installTestMaps();
    const callbacks: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          callbacks.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const { element } = mount(REAL);
    await settle();
    const canvas = element.querySelector<HTMLElement>('.sr-test-map');
    const before = Number(canvas?.dataset.recentred);
    vi.useFakeTimers();
    for (let i = 0; i < 4; i += 1) {
      callbacks[0]?.([], {} as ResizeObserver);
      vi.advanceTimersByTime(MAP_UPDATE_DEBOUNCE_MS - 10);
    }
    expect(Number(canvas?.dataset.recentred)).toBe(before);
    vi.advanceTimersByTime(10);
    expect(Number(canvas?.dataset.recentred)).toBe(before + 1);
    vi.unstubAllGlobals();
  });

  it('puts the server markup back on unmount', async () => {
    runtimeWith(false, null);
    installTestMaps();
    const { container, serverHtml, unmount } = mount(REAL);
    await settle();
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});

describe('map block: failures', () => {
  it('keeps the card when the script never becomes ready within 30 s; "Try again" loads it', async () => {
    runtimeWith(false, null);
    vi.useFakeTimers();
    const { element } = mount(REAL);
    await vi.advanceTimersByTimeAsync(MAP_SCRIPT_TIMEOUT_MS - 1);
    expect(stateOf(REAL)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(stateOf(REAL)).toBe('failed');
    expect(element.querySelector('[role="status"]')?.textContent).toBe(
      'The map could not be loaded.',
    );
    expect(mapsScripts()).toHaveLength(0);
    vi.useRealTimers();
    installTestMaps();
    const retry = [...element.querySelectorAll('button')].find(
      (b) => b.textContent === 'Try again',
    );
    retry?.click();
    await settle();
    expect(stateOf(REAL)).toBe('map');
    expect(document.activeElement).toBe(element.querySelector('[role="region"]'));
  });

  it('offline: says so, and loads the map once the browser is back online', async () => {
    runtimeWith(false, null);
    installTestMaps();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { element } = mount(REAL);
    expect(stateOf(REAL)).toBe('offline');
    expect(element.querySelector('[role="status"]')?.textContent).toBe(
      'You are offline. The map loads when you are back online.',
    );
    expect(mapsScripts()).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(stateOf(REAL)).toBe('map');
  });
});

describe('map block: restrictive cookie policy', () => {
  it('loads nothing before consent; "Show the map" loads that map only', async () => {
    runtimeWith(true, null);
    installTestMaps();
    const first = mount(REAL);
    mount(COORDINATES);
    await settle();
    expect([stateOf(REAL), stateOf(COORDINATES)]).toEqual(['consent', 'consent']);
    expect(mapsScripts()).toHaveLength(0);
    expect(first.element.textContent).toContain(
      'This map is provided by Google Maps, which may set cookies. It loads only with your consent.',
    );
    const show = [...first.element.querySelectorAll('button')].find(
      (b) => b.textContent === 'Show the map',
    );
    show?.click();
    await settle();
    expect([stateOf(REAL), stateOf(COORDINATES)]).toEqual(['map', 'consent']);
    expect(document.activeElement).toBe(first.element.querySelector('[role="region"]'));
  });

  it('loads every waiting map when the visitor accepts cookies', async () => {
    const store = runtimeWith(true, null);
    installTestMaps();
    mount(REAL);
    mount(COORDINATES);
    updateSlice(store, 'consent', { accepted: false });
    await settle();
    expect(mapsScripts()).toHaveLength(0);
    updateSlice(store, 'consent', { accepted: true });
    await settle();
    expect([stateOf(REAL), stateOf(COORDINATES)]).toEqual(['map', 'map']);
    expect(mapsScripts()).toHaveLength(1);
  });
});
