// The packs that serve other packs rather than a block or a feature. Each is fetched only when
// something on the page needs it, and started in a task of its own.

/** React, react-dom, the store hooks and the block renderer (src/runtime/react-pack.ts). */
export const REACT_PACK = 'react';
/** The shared dialogs, popups and tooltip (src/ui/pack.ts); needs `react`. */
export const UI_PACK = 'ui';
/** The lightbox (src/lightbox/pack.ts, its API in src/lightbox/types.ts); needs `react`. */
export const LIGHTBOX_PACK = 'lightbox';
/** The shared carousel of galleries and summaries, with embla (src/carousel/pack.ts); needs `react`. */
export const CAROUSEL_PACK = 'carousel';
/** The request wrapper on ky and qs (src/request/pack.ts), reached through src/request/lazy-request.ts. */
export const REQUEST_PACK = 'request';
/**
 * The page's features (initialisers/pack.ts): every built-in initialiser and the API they add;
 * it also provides the request wrapper's entry point to the packs that call the platform.
 */
export const FEATURES_PACK = 'features';
/**
 * The spec's shared helpers for template authors (src/utilities/pack.ts), with the message-format
 * parser: fetched on the first SiteRuntime.platform.utilities() call.
 */
export const UTILITIES_PACK = 'utilities';
