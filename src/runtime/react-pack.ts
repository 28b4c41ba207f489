// The `react` pack (dist/packs/react.js): React and react-dom, and what renders with them: the
// store hooks and the block renderer. The core carries none of it, so a page whose blocks and
// features draw nothing with React never downloads or evaluates React; the first block or feature
// that does fetches this pack in parallel with its own, and it starts in a task of its own.
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as jsxRuntime from 'react/jsx-runtime';
import * as storeHooks from '../store/hooks';
import { renderBlockRoot } from './block-root';
import { REACT_PACK } from './shared-packs';
import type { BlockRenderer } from './types';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The react pack needs the site-runtime core on the page');
// What other packs take from here instead of bundling their own copy (scripts/build.mjs maps their
// imports to these): React must be one instance, and the hooks must share the store's context.
Object.assign(runtime.shared, { react, reactDom, reactDomClient, jsxRuntime, storeHooks });
const renderer: BlockRenderer = { renderBlockRoot };
runtime.definePack(REACT_PACK, renderer);
