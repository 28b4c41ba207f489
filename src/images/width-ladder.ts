// The platform's image CDN serves each uploaded image at fixed widths, asked for with a
// `format=<width>w` query (widgets.md section 9, "Image loader"). The runtime lists them in
// `srcset` and lets the browser pick; `src` gets the one it would pick now, for old browsers.

/** The widths the CDN serves, in the spec's priority order. */
export const IMAGE_WIDTHS = [2500, 1500, 1000, 750, 500, 300, 100] as const;

const ASCENDING = [...IMAGE_WIDTHS].sort((a, b) => a - b);

/**
 * The widths worth offering for an image `intrinsicWidth` pixels wide, smallest first: every
 * width below it and the first one that covers it (a larger one would only be the same pixels).
 * `maxWidth` (a forced resolution) caps the list. Unknown intrinsic width: every width.
 */
export function ladderFor(intrinsicWidth: number | null, maxWidth: number | null = null): number[] {
  const widths: number[] = [];
  for (const width of ASCENDING) {
    if (maxWidth !== null && width > maxWidth) break;
    widths.push(width);
    if (intrinsicWidth !== null && width >= intrinsicWidth) break;
  }
  // A cap below the smallest width still needs one candidate.
  return widths.length > 0 ? widths : [ASCENDING[0] as number];
}

/** The smallest width of `ladder` (ascending) that covers `pixels`, else its largest. */
export function widthFor(pixels: number, ladder: readonly number[]): number {
  const covering = ladder.find((width) => width >= pixels);
  return covering ?? (ladder[ladder.length - 1] as number);
}

/** `src` asking the CDN for `width`: `?format=750w`, replacing a `format` the URL already has. */
export function sizedUrl(src: string, width: number): string {
  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const [path = '', query = ''] = (hashAt >= 0 ? src.slice(0, hashAt) : src).split(/\?(.*)/s);
  const params = query.split('&').filter((param) => param !== '' && !/^format=/i.test(param));
  params.push(`format=${width}w`);
  return `${path}?${params.join('&')}${hash}`;
}

/**
 * A `srcset` candidate list. Commas and spaces in a URL would split a candidate, so they are
 * percent-encoded (the same URL to the server).
 */
export function srcsetFor(src: string, ladder: readonly number[]): string {
  return ladder
    .map((width) => `${sizedUrl(src, width).replace(/,/g, '%2C').replace(/\s/g, '%20')} ${width}w`)
    .join(', ');
}

/** Reads a resolution such as `750w` (or `750`); null when it is not a positive width. */
export function parseResolution(value: string): number | null {
  const match = /^\s*(\d{1,5})w?\s*$/i.exec(value);
  const width = match ? Number(match[1]) : NaN;
  return width > 0 ? width : null;
}
