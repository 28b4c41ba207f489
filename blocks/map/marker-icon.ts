// The marker image: 48x64 (widgets.md section 9), shown at half size so it stays sharp on dense
// screens. A data URL: no request, nothing to host.
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="64" viewBox="0 0 48 64">' +
  '<path d="M24 62C24 62 46 36.5 46 23A22 22 0 0 0 2 23c0 13.5 22 39 22 39z" fill="#1f2933" ' +
  'stroke="#ffffff" stroke-width="3"/><circle cx="24" cy="23" r="8" fill="#ffffff"/></svg>';

export const MARKER_ICON_URL = `data:image/svg+xml,${encodeURIComponent(PIN_SVG)}`;
export const MARKER_SIZE = { width: 48, height: 64 } as const;
/** Shown at half the image's size. */
export const MARKER_SCALE = 0.5;
