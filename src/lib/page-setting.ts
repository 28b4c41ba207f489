// Page settings a template or a test puts in `<meta name="…" content="…">` in its <head>: the
// address of a third-party script or service, so the demo and the browser tests point a pack at a
// local stand-in (the fake API's test captcha, test maps…) and nothing reaches the network.
//
// Such a script runs with the page's cookies (the crumb among them), so content can never choose
// it: only a meta that is a child of <head> counts (content sits in the body), resolved against
// the page's address (content may hold a <base>), and only when it names the provider's own
// https folders or the page's own origin, which the page already trusts with its scripts.
import { createLogger } from '../runtime/logger';
import * as dom from './dom';

const log = createLogger('runtime');

/** The https folders a setting may name besides the page's origin: the fallback's origin's root. */
function defaultAllowed(fallback: string): string[] {
  try {
    const url = new URL(fallback);
    return url.protocol === 'https:' ? [`${url.origin}/`] : [];
  } catch {
    return [];
  }
}

function isAllowed(url: URL, pageOrigin: string, allowed: readonly string[]): boolean {
  if (url.username !== '' || url.password !== '') return false;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.origin === pageOrigin) return true;
  return url.protocol === 'https:' && allowed.some((prefix) => url.href.startsWith(prefix));
}

export interface PageSettingOptions {
  doc?: Document;
  /**
   * URL prefixes (https, ending in `/`) a setting may name besides the page's own origin; by
   * default the fallback's origin.
   */
  allowed?: readonly string[];
}

/**
 * The URL that `<head><meta name="<name>">` holds when it is allowed (see above); `fallback` when
 * the page names none, and, with a warning, when it names anything else.
 */
export function pageSettingUrl(
  name: string,
  fallback: string,
  { doc = document, allowed = defaultAllowed(fallback) }: PageSettingOptions = {},
): string {
  const meta = dom.head(doc)?.querySelector<HTMLMetaElement>(`:scope > meta[name="${name}"]`);
  const configured = meta?.content.trim() ?? '';
  if (configured === '') return fallback;
  let url: URL | null = null;
  let page: URL | null = null;
  try {
    page = new URL(dom.url(doc));
    url = new URL(configured, page);
  } catch {
    // Not a URL: refused below.
  }
  if (url && page && isAllowed(url, page.origin, allowed)) return url.href;
  log.warn(
    `<meta name="${name}"> names ${configured.slice(0, 200)}, which is neither the provider's ` +
      `nor this page's origin: ${fallback === '' ? 'it is not used' : `${fallback} is used`}`,
  );
  return fallback;
}
