// A stand-in for the platform's image CDN, which is not reachable here. Demo fixtures point their
// image URLs at /cdn-stand-in/<cdn host>/<path>; the answer is an SVG as wide as the `format=<N>w`
// asked for, showing that width, so QA sees which size the browser picked. Its height follows the
// shape the demo pages give that image (`data-image-dimensions`, learnt as each page is served),
// as a real photo's would; an image no page described has no height and no viewBox, so no aspect
// ratio of its own. Paths under /cdn-stand-in/missing/ answer 404, for the failure path.

import type { ImageShapes } from './image-shapes';

export const IMAGE_STAND_IN_PREFIX = '/cdn-stand-in/';

export interface StandInAnswer {
  status: number;
  contentType: string;
  body: string;
}

const DEFAULT_WIDTH = 1000;

/** The answer for `url` (path and query), or null when it is not a stand-in URL. */
export function imageStandIn(url: URL, shapes?: ImageShapes): StandInAnswer | null {
  if (!url.pathname.startsWith(IMAGE_STAND_IN_PREFIX)) return null;
  if (url.pathname.startsWith(`${IMAGE_STAND_IN_PREFIX}missing/`)) {
    return { status: 404, contentType: 'text/plain; charset=utf-8', body: 'No such image\n' };
  }
  const asked = /^(\d{1,5})w$/.exec(url.searchParams.get('format') ?? '');
  const width = asked ? Number(asked[1]) : DEFAULT_WIDTH;
  const label = asked ? `${width}w` : 'original';
  const shape = shapes?.of(url.pathname);
  const height = shape ? Math.max(1, Math.round((width * shape.height) / shape.width)) : null;
  const size =
    height === null
      ? `width="${width}"`
      : `width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"`;
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" ${size}>` +
    '<rect width="100%" height="100%" fill="#c9d6df"/>' +
    '<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" ' +
    `font-family="sans-serif" font-size="32" fill="#1e2022">${label}</text></svg>`;
  return { status: 200, contentType: 'image/svg+xml', body };
}
