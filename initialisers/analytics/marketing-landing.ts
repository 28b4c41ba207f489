import type { MarketingLanding } from '../../src/api/census';
import { pageUrlWithoutFragment } from '../../src/lib/page-url';
import * as dom from '../../src/lib/dom';

// Marketing landing tracking (spec runtime.md section 7): a page opened from a marketing link
// carries some of these query parameters; the landing call reports them with the page, the
// referrer, a random number, the language and the screen size.

export const MARKETING_PARAMETERS = [
  'source',
  'campaign',
  'subcampaign',
  'channel',
  'subchannel',
  'variation',
  'mkwid',
] as const;

/** Values from the URL are cut to this length: they are codes, not text. */
const MAX_PARAMETER_LENGTH = 200;

/**
 * The landing call's query when the page URL carries at least one marketing parameter (a visit
 * that came from a marketing link); null otherwise, and nothing is sent.
 */
export function readMarketingLanding(
  win: Window = window,
  random: () => number = Math.random,
): MarketingLanding | null {
  const query = new URLSearchParams(win.location.search);
  const marketing: Partial<Record<(typeof MARKETING_PARAMETERS)[number], string>> = {};
  for (const name of MARKETING_PARAMETERS) {
    const value = query.get(name)?.trim();
    if (value) marketing[name] = value.slice(0, MAX_PARAMETER_LENGTH);
  }
  if (Object.keys(marketing).length === 0) return null;
  return {
    landing: pageUrlWithoutFragment(win.location),
    refer: dom.referrer(win.document),
    rk: Math.floor(random() * 1e9),
    lang: win.navigator.language,
    screen: `${win.screen.width}x${win.screen.height}`,
    ...marketing,
  };
}
