// The modules a lazy pack takes from the core instead of bundling its own copy: React must be one
// instance, the store hooks must share the core's context object, and the UI its one layer stack. The pack build maps imports
// of these modules to `SiteRuntime.shared.<key>` (see scripts/build.mjs). The request wrapper
// too: its crumb and its RequestError class (isRequestError is an instanceof check) must be the
// core's, and a pack that calls the platform API carries no second copy of ky and qs. And the
// strings table, which a pack would otherwise carry whole for the few strings its UI shows.
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as i18n from './i18n/strings';
import * as request from './request';
import * as storeHooks from './store/hooks';
import * as ui from './ui';

export const sharedModules = {
  react,
  reactDom,
  reactDomClient,
  jsxRuntime,
  storeHooks,
  ui,
  request,
  i18n,
};
