// The `react` pack (dist/packs/react.js): React and react-dom, and what renders with them: the
// store hooks and the block renderer. The core carries none of it, so a page whose blocks and
// features draw nothing with React never downloads or evaluates React; the first block or feature
// that does fetches this pack in parallel with its own, and it starts over a few tasks of its own.
import { REACT_PACK } from './shared-packs';
import { yieldToBrowser } from './scheduler';
import type { SharedModules } from '../shared';
import type { BlockRenderer } from './types';

const runtime = window.SiteRuntime;
if (!runtime) throw new Error('The react pack needs the site-runtime core on the page');

/**
 * Evaluates React's modules one task at a time: react-dom's client alone takes about 50 ms at 4x
 * CPU, and all of them in one task took 80-90 ms (measured with performance.measure on the
 * generated 300-block page). The bundle keeps each module's code until it is first imported.
 */
async function startReact(shared: SharedModules): Promise<BlockRenderer> {
  const react = await import('react');
  const jsxRuntime = await import('react/jsx-runtime');
  await yieldToBrowser();
  const reactDom = await import('react-dom');
  await yieldToBrowser();
  const reactDomClient = await import('react-dom/client');
  await yieldToBrowser();
  const storeHooks = await import('../store/hooks');
  const { renderBlockRoot } = await import('./block-root');
  // What other packs take from here instead of bundling their own copy (scripts/build.mjs maps
  // their imports to these): React must be one instance, and the hooks must share the store's
  // context.
  Object.assign(shared, { react, reactDom, reactDomClient, jsxRuntime, storeHooks });
  return { renderBlockRoot };
}

runtime.definePack(REACT_PACK, startReact(runtime.shared));
