// The modules a lazy pack takes from another instead of bundling its own copy. The pack build maps
// imports of these modules to `SiteRuntime.shared.<key>` (the table is in scripts/build.mjs). The
// `features` pack provides the request wrapper's entry point (its crumb and its RequestError class,
// which isRequestError checks with instanceof, must be one per page; the wrapper itself, ky and
// qs, is the `request` pack, fetched at the first call, so no pack carries a second copy). The strings are not
// shared: each bundle keeps only the sections of src/i18n/strings.ts it reads. The `react` pack
// adds React, react-dom and the store hooks; the `ui` pack adds the shared dialogs; the `image`
// pack adds the image loader. A pack starts only after the packs it takes modules from.
import type * as react from 'react';
import type * as reactDom from 'react-dom';
import type * as reactDomClient from 'react-dom/client';
import type * as jsxRuntime from 'react/jsx-runtime';
import type * as request from './request';
import type * as storeHooks from './store/hooks';
import type * as ui from './ui';
import type * as images from './images';
import type * as carousel from './carousel';
import type * as commerce from './commerce';

export interface SharedModules {
  /** Set by the `features` pack. */
  request?: typeof request;
  /** Set by the `react` pack. */
  react?: typeof react;
  reactDom?: typeof reactDom;
  reactDomClient?: typeof reactDomClient;
  jsxRuntime?: typeof jsxRuntime;
  storeHooks?: typeof storeHooks;
  /** Set by the `ui` pack. */
  ui?: typeof ui;
  /** Set by the `image` pack: the image loader, for every pack that draws images. */
  images?: typeof images;
  /** Set by the `carousel` pack: the shared carousel of galleries and summaries. */
  carousel?: typeof carousel;
  /** Set by the `commerce` pack: the cart, prices and products of the commerce block packs. */
  commerce?: typeof commerce;
}

export const sharedModules: SharedModules = {};
