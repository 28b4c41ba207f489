// The modules a lazy pack takes from the core instead of bundling its own copy: React must be one
// instance, and the store hooks must share the core's context object. The pack build maps imports
// of these modules to `SiteRuntime.shared.<key>` (see scripts/build.mjs).
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as storeHooks from './store/hooks';

export const sharedModules = {
  react,
  jsxRuntime,
  storeHooks,
};

/** Module specifier (as a pack imports it, or its path under the project) → key above. */
export const sharedModuleIds: Record<string, keyof typeof sharedModules> = {
  react: 'react',
  'react/jsx-runtime': 'jsxRuntime',
  'src/store/hooks.ts': 'storeHooks',
};
