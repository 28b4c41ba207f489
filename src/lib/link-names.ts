// Names for links that show only a picture. An image link whose image has an empty alt (the
// platform's default when the site gives none) is announced as nothing at all; a link's name should
// say where it goes (WCAG 2.4.4), so when the page gives none the runtime names it after its
// destination: a page of this site by the last part of its path, another site by its host.

/** Whether `link` has a name a screen reader reads: aria-label(ledby), title, text or an alt. */
export function hasAccessibleName(link: Element): boolean {
  for (const attribute of ['aria-label', 'aria-labelledby', 'title']) {
    if ((link.getAttribute(attribute) ?? '').trim() !== '') return true;
  }
  if ((link.textContent ?? '').trim() !== '') return true;
  return Array.from(link.querySelectorAll('img[alt], [role="img"][aria-label]')).some(
    (image) => (image.getAttribute('alt') ?? image.getAttribute('aria-label') ?? '').trim() !== '',
  );
}

/** The words of a path segment or file name: `red-flower_hp.html` → `Red flower hp`. */
function words(segment: string): string {
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // A malformed escape: the segment as it is.
  }
  const text = decoded
    .replace(/\.[a-z0-9]{1,5}$/i, '')
    .replace(/[-_+\s]+/g, ' ')
    .trim();
  return text === '' ? '' : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What a link leads to, in words, or null for an address that says nothing (a fragment, a
 * script). `base` is the page's address.
 */
export function destinationName(href: string, base: string): string | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.pathname;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin !== new URL(base).origin) return url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const last = segments.at(-1);
  return last === undefined ? null : words(last) || null;
}
