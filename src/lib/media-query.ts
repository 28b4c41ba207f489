// No React here: the core asks whether a query matches; the hook is in ./use-media-query.ts.

/** The query's MediaQueryList; null where matchMedia is missing. */
export function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/** Whether the media query matches now; false where matchMedia is missing. */
export function matchesMedia(query: string): boolean {
  return mediaQueryList(query)?.matches ?? false;
}
