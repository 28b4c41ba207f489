// Names and addresses the map pack uses that the spec does not give. Each is what the platform's
// pages and the provider's documentation show, or our choice where neither says; README lists them.
import { pageSettingUrl } from '../../src/lib/page-setting';

/** ASSUMED: the 2026 map component keeps its block JSON in an inner element's `data-context`. */
export const COMPONENT_DATA_SELECTOR = '[data-context]';

/** The provider's script (Google Maps JavaScript API, explicit callback, async loading). */
export const PROVIDER_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

/**
 * A page may point the pack at another script with `<meta name="sr-maps-script" content="…">`
 * (http(s) only): the demo and the browser tests use the fake API's offline test maps.
 */
export const MAPS_SCRIPT_META = 'sr-maps-script';

/** The global function the provider calls once its API is ready (its `callback` parameter). */
export const PROVIDER_CALLBACK = '__siteRuntimeMapsReady';

export function providerScriptBase(doc: Document = document): string {
  return pageSettingUrl(MAPS_SCRIPT_META, PROVIDER_SCRIPT, { doc });
}

/**
 * ASSUMED: the external maps page the marker (and the card's link) opens, "with the position,
 * address string and zoom" (widgets.md section 7).
 */
export function externalMapsUrl(query: string, lat: number, lng: number, zoom: number): string {
  const url = new URL('https://maps.google.com/maps');
  url.searchParams.set('q', query);
  url.searchParams.set('ll', `${lat},${lng}`);
  url.searchParams.set('z', String(zoom));
  return url.href;
}

/**
 * ASSUMED: the widget event a click on the marker is tracked as (widgets.md section 5 names a
 * "map marker tracker" and its rejections, not its event; none is seen in public code).
 */
export const MARKER_CLICK_EVENT = 'map-marker-click';
