// ASSUMED (README lists these): the block's JSON keys, and the provider's widget (Bandsintown,
// the platform's tour dates source): its script, the element it fills and its options, as the
// provider's public embed code shows them.
import { pageSettingUrl } from '../../src/lib/page-setting';

export const WIDGET_SCRIPT = 'https://widget.bandsintown.com/main.min.js';
export const WIDGET_SCRIPT_META = 'sr-tourdates-script';
/** The element the widget script turns into the list of shows. */
export const WIDGET_CLASS = 'bit-widget-initializer';

export const ARTIST_KEYS = ['artistName', 'artist', 'bandsintownArtist'] as const;

export function widgetScriptUrl(): string {
  return pageSettingUrl(WIDGET_SCRIPT_META, WIDGET_SCRIPT);
}

/** The artist's page on the provider's site, the card's link. */
export function artistPage(artist: string): string {
  return `https://www.bandsintown.com/${encodeURIComponent(artist)}`;
}

/** The widget's options as its element's attributes. */
export function widgetAttributes(artist: string, language: string): Record<string, string> {
  return {
    'data-artist-name': artist,
    'data-display-local-dates': 'false',
    'data-display-past-dates': 'false',
    'data-auto-style': 'false',
    'data-language': language.split('-')[0] || 'en',
    'data-display-limit': '15',
  };
}
