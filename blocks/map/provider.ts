// The maps provider's script: loaded once per page, shared by every map on it, with the site's
// key and the language and region of its locale; it fails when not ready within 30 s
// (widgets.md sections 4, 7, 8 and 9: "Map script load time-out: the promise rejects").
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { PROVIDER_CALLBACK, providerScriptBase } from './assumed';
import type { MapLocale } from './locale';
import * as dom from '../../src/lib/dom';

/** widgets.md section 9. */
export const MAP_SCRIPT_TIMEOUT_MS = 30_000;
export const MAPS_NOT_READY = 'The maps provider script ran but offers no maps API';

/** The part of the provider's API the map pack uses. */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface ProviderMap {
  setCenter(centre: LatLngLiteral): void;
  setOptions(options: Record<string, unknown>): void;
}

export interface ProviderMarker {
  setMap(map: ProviderMap | null): void;
}

export interface MapsListener {
  remove(): void;
}

export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => ProviderMap;
  Marker: new (options: Record<string, unknown>) => ProviderMarker;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  event: {
    addListener(target: unknown, name: string, handler: () => void): MapsListener;
    clearInstanceListeners(target: unknown): void;
  };
}

type MapsWindow = Window & {
  google?: { maps?: Partial<MapsApi> };
  [PROVIDER_CALLBACK]?: () => void;
};

function mapsApi(view: Window | null): MapsApi | null {
  const maps = (view as MapsWindow | null)?.google?.maps;
  return maps && typeof maps.Map === 'function' && typeof maps.Marker === 'function'
    ? (maps as MapsApi)
    : null;
}

/** The script's address: the provider's (or the page's test stand-in) with key and locale. */
export function providerScriptUrl(
  key: string,
  locale: MapLocale,
  doc: Document = document,
): string {
  const url = new URL(providerScriptBase(doc));
  url.searchParams.set('key', key);
  if (locale.language) url.searchParams.set('language', locale.language);
  if (locale.region) url.searchParams.set('region', locale.region);
  url.searchParams.set('callback', PROVIDER_CALLBACK);
  url.searchParams.set('loading', 'async');
  return url.href;
}

let request: { key: string; locale: MapLocale; doc: Document } | null = null;

const providerScript = scriptOnce(() => {
  const { key, locale, doc } = request ?? {
    key: '',
    locale: { language: '', region: '' },
    doc: document,
  };
  const view = dom.view(doc) as MapsWindow | null;
  // The provider calls back once its API is ready, which may be after the script's load event.
  const called = new Promise<void>((resolve) => {
    if (view) view[PROVIDER_CALLBACK] = () => resolve();
  });
  return injectScript<MapsApi>({
    doc,
    src: providerScriptUrl(key, locale, doc),
    timeoutMs: MAP_SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-maps',
    notReady: MAPS_NOT_READY,
    ready: () => mapsApi(view) ?? called.then(() => mapsApi(view)),
  });
});

const readyListeners = new Set<() => void>();

/** The provider's API, loading its script the first time (again after a failure). */
export function loadMapsApi(
  key: string,
  locale: MapLocale,
  doc: Document = document,
): Promise<MapsApi> {
  request = { key, locale, doc };
  return providerScript.load().then((api) => {
    for (const listener of Array.from(readyListeners)) listener();
    return api;
  });
}

/**
 * Calls `ready` whenever a load of the script succeeds: a map whose load failed draws itself when
 * another map's "Try again" brought the script. Returns the unsubscribe.
 */
export function onMapsReady(ready: () => void): () => void {
  readyListeners.add(ready);
  return () => {
    readyListeners.delete(ready);
  };
}

/** Tests only. */
export function resetMapsProvider(): void {
  providerScript.reset();
}
