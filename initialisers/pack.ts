// The `features` pack (dist/packs/features.js): the page's features (./index.ts). The core asks
// for it at boot; its initialisers run before any the page registered, and no block mounts
// before them (src/runtime/runtime.ts, featuresPack).
import * as requestModule from '../src/request';
import type { FeaturesPack } from '../src/runtime/types';
import { builtInInitialisers, featureApi } from './index';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The features pack needs the site-runtime core on the page');

// The request wrapper's entry point, one for the page: packs that call the platform take it from
// here (scripts/build.mjs, SHARED_MODULES), and the `request` pack takes its crumb and errors.
runtime.shared.request = requestModule;

const features: FeaturesPack = {
  initialisers: builtInInitialisers,
  install: (api) => Object.assign(api, featureApi(api)),
};
runtime.definePack('features', features);
