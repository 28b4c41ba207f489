// The address bar and a gallery's slides (widgets.md section 2): "The address bar is touched only
// when the gallery history option is on and the page is not in the editing backend. Then a slide
// change replaces the address with the collection's full URL plus the slide's URL or id." What is
// written reads back on load: `#itemId=<slide URL or id>` (./read-gallery.ts, slideIndexFromHash).
import type { GallerySlide } from './read-gallery';

/**
 * Whether the page is shown inside the editing backend: framed by the `/config` editor (runtime.md
 * section 2). A frame whose parent cannot be read (another origin) counts as one: hands off.
 */
export function inEditingBackend(win: Window = window): boolean {
  if (win.top === win.self) return false;
  try {
    return win.top?.location.pathname.startsWith('/config') ?? true;
  } catch {
    return true;
  }
}

/** The address of a slide: the collection's full URL (else this page's), then `#itemId=…`. */
export function slideAddress(
  slide: Pick<GallerySlide, 'id' | 'slideUrl'>,
  collectionUrl: string,
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): string | null {
  const key = slide.slideUrl ?? slide.id;
  if (!key) return null;
  // A path on this site only (never `//host`): replaceState refuses another origin.
  const base = /^\/(?!\/)/.test(collectionUrl)
    ? collectionUrl
    : location.pathname + location.search;
  return `${base}#itemId=${encodeURIComponent(key)}`;
}

/** Replaces the address with the slide's (no new history entry); false when nothing was written. */
export function writeSlideAddress(
  slide: Pick<GallerySlide, 'id' | 'slideUrl'>,
  collectionUrl: string,
  win: Window = window,
): boolean {
  if (inEditingBackend(win)) return false;
  const address = slideAddress(slide, collectionUrl, win.location);
  if (!address) return false;
  win.history.replaceState(win.history.state, '', address);
  return true;
}
