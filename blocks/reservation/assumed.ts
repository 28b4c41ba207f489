// Everything the table-booking blocks read or load that the spec does not give ("a table-booking
// script and a reservation script with a business slug"): ASSUMED from the providers' public
// embed instructions and the platform's class names; README lists them.
import { pageSettingUrl } from '../../src/lib/page-setting';

/** OpenTable's loader: it draws the booking form right after its own script element. */
export const OPENTABLE_LOADER = 'https://www.opentable.com/widget/reservation/loader';
export const OPENTABLE_SCRIPT_META = 'sr-opentable-script';
/** Tock's reservation script; `tock('init', slug)` draws into #Tock_widget_container. */
export const TOCK_SCRIPT = 'https://www.exploretock.com/tock.js';
export const TOCK_SCRIPT_META = 'sr-tock-script';
export const TOCK_CONTAINER_ID = 'Tock_widget_container';

/** The block JSON keys: OpenTable's restaurant id, Tock's business slug and variant. */
export const OPENTABLE_ID_KEYS = ['restaurantId', 'rid', 'restaurant'] as const;
export const TOCK_SLUG_KEYS = ['businessSlug', 'slug', 'business'] as const;
/** The editor's table-booking variants (widgets.md section 3). */
export const TOCK_VARIANTS = { reservations: 1018, events: 1019 } as const;

export function openTableScriptUrl(
  restaurantId: string,
  theme: 'wide' | 'standard',
  language: string,
): string {
  const url = new URL(pageSettingUrl(OPENTABLE_SCRIPT_META, OPENTABLE_LOADER));
  const params = {
    rid: restaurantId,
    type: 'standard',
    theme,
    iframe: 'true',
    domain: 'com',
    lang: language,
    newtab: 'false',
    ot_source: 'Restaurant website',
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

export function tockScriptUrl(): string {
  return pageSettingUrl(TOCK_SCRIPT_META, TOCK_SCRIPT);
}

/** The provider's own booking pages, the card's link. */
export function openTablePage(restaurantId: string): string {
  return `https://www.opentable.com/restref/client/?rid=${encodeURIComponent(restaurantId)}`;
}

export function tockPage(slug: string): string {
  return `https://www.exploretock.com/${encodeURIComponent(slug)}`;
}
