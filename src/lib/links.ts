// Link categories (spec runtime.md section 5): every link from settings or data is categorised
// before the runtime renders or follows it, and a javascript link is never followed.
import { LinkCategory } from '../enums/links';
import { FILE_LINK_PREFIX } from './platform-routes';

/**
 * Each category's length limit: the link (as written, after the clean-up browsers do) must be
 * under it. http(s) links have no limit. A link of a category's form that breaks its rules
 * (too long, a phone number with letters, an address without a dotted ending) is malformed.
 */
export const LINK_LENGTH_LIMITS = {
  anchor: 100,
  tel: 50,
  sms: 1000,
  mailto: 1000,
  javascript: 250,
  ftp: 100,
  internal: 150,
} as const;

/** The categories a visitor may be sent to; javascript, ftp, misc and malformed links are not. */
const FOLLOWABLE: ReadonlySet<LinkCategory> = new Set<LinkCategory>([
  LinkCategory.byName.ANCHOR,
  LinkCategory.byName.INTERNAL,
  LinkCategory.byName.EXTERNAL,
  LinkCategory.byName.MAILTO,
  LinkCategory.byName.TEL,
  LinkCategory.byName.SMS,
]);

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** The number part of a tel link: digits, plus and minus only, with at least 4 digits. */
const TEL_NUMBER = /^(?=(?:[+-]*\d){4})[\d+-]+$/;
/** One @, and a domain with a dotted ending (before any ?subject=… part). */
const MAILTO_ADDRESS = /^[^@\s?]+@[^@\s?]+\.[^@\s?.]+$/;

/**
 * What a browser ignores when it parses a URL: tabs and newlines anywhere, and control characters
 * and spaces at both ends (so `java\tscript:` and ` javascript:` are still javascript).
 */
export function normaliseLink(url: string): string {
  const joined = url.replace(/[\t\n\r]/g, '');
  // Trimmed by hand: a regular expression anchored at the end (`[…]+$`) retries from every
  // character of a long run of spaces, which takes quadratic time on a huge link.
  let start = 0;
  let end = joined.length;
  while (start < end && joined.charCodeAt(start) <= 0x20) start += 1;
  while (end > start && joined.charCodeAt(end - 1) <= 0x20) end -= 1;
  return joined.slice(start, end);
}

function under(url: string, limit: number, category: LinkCategory): LinkCategory {
  return url.length < limit ? category : LinkCategory.byName.MALFORMED;
}

/** The category of a link (see {@link LinkCategory}). Never throws. */
export function categoriseLink(raw: string): LinkCategory {
  const url = normaliseLink(typeof raw === 'string' ? raw : '');
  const { byName } = LinkCategory;
  if (url === '') return byName.EMPTY;
  if (url.startsWith('#')) return under(url, LINK_LENGTH_LIMITS.anchor, byName.ANCHOR);

  const scheme = SCHEME.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // `//host`, and `/\host` or `\\host` which browsers read the same way, leave the site.
    if (/^[/\\]{2}/.test(url)) return byName.EXTERNAL;
    return under(url, LINK_LENGTH_LIMITS.internal, byName.INTERNAL);
  }

  const rest = url.slice(scheme.length + 1);
  const hasSlashes = rest.startsWith('//');
  switch (scheme) {
    case 'javascript':
      return under(url, LINK_LENGTH_LIMITS.javascript, byName.JAVASCRIPT);
    case 'tel':
      return TEL_NUMBER.test(rest)
        ? under(url, LINK_LENGTH_LIMITS.tel, byName.TEL)
        : byName.MALFORMED;
    case 'sms':
      return under(url, LINK_LENGTH_LIMITS.sms, byName.SMS);
    case 'mailto':
      return MAILTO_ADDRESS.test(rest.split('?')[0] ?? '')
        ? under(url, LINK_LENGTH_LIMITS.mailto, byName.MAILTO)
        : byName.MALFORMED;
    case 'ftp':
      return hasSlashes ? under(url, LINK_LENGTH_LIMITS.ftp, byName.FTP) : byName.MALFORMED;
    case 'http':
    case 'https':
      return hasSlashes ? byName.EXTERNAL : byName.MALFORMED;
    default:
      return hasSlashes ? byName.MISC : byName.MALFORMED;
  }
}

export function isFollowableLink(category: LinkCategory): boolean {
  return FOLLOWABLE.has(category);
}

/**
 * The link, cleaned up, when a visitor may be sent there (anchor, internal path, http(s), mailto,
 * tel, sms); null otherwise, javascript links first of all.
 */
export function safeHref(raw: string): string | null {
  return isFollowableLink(categoriseLink(raw)) ? normaliseLink(raw) : null;
}

/**
 * A link to a file the site serves (runtime.md section 2: "/s/... | File links."; uploads are
 * served as `https://<site>/s/<file name>`, as public documents linking to
 * `https://mtconnect.squarespace.com/s/ANSI_MTC1_4-2018.pdf` show): an internal or http(s) link
 * that, read against the page's address, stays on the page's origin and names a file under /s/.
 */
export function isFileLink(raw: string, pageUrl: string): boolean {
  const category = categoriseLink(raw);
  if (category !== LinkCategory.byName.INTERNAL && category !== LinkCategory.byName.EXTERNAL) {
    return false;
  }
  try {
    const page = new URL(pageUrl);
    const { origin, pathname } = new URL(normaliseLink(raw), page);
    return (
      origin === page.origin &&
      pathname.startsWith(FILE_LINK_PREFIX) &&
      pathname.length > FILE_LINK_PREFIX.length
    );
  } catch {
    // A page address or a link that is no URL (`http://[`).
    return false;
  }
}
