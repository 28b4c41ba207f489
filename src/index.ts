// The IIFE entry: builds the runtime with the built-in initialisers and blocks, exposes it as
// window.SiteRuntime and boots it once the DOM is ready.
import { captureAssetBase } from './runtime/assets';
import { createRuntime, whenDomReady } from './runtime/runtime';
import { sharedModules } from './shared';
import { destroyUi, setUiStore } from './ui';
import { showSystemErrorsFromEvents } from './ui/system-error-events';
import type { SiteRuntimeApi } from './runtime/types';
import { animationBlock } from '../blocks/animation';

captureAssetBase();

const runtime = createRuntime({
  version: typeof __RUNTIME_VERSION__ === 'string' ? __RUNTIME_VERSION__ : 'dev',
  blocks: [animationBlock],
  onInit: ({ store, signal }) => {
    setUiStore(store);
    showSystemErrorsFromEvents(signal);
  },
  onDestroy: () => {
    destroyUi();
    setUiStore(null);
  },
});

declare global {
  interface Window {
    SiteRuntime?: SiteRuntimeApi & { shared: typeof sharedModules };
  }
}

if (window.SiteRuntime) {
  console.warn('[site-runtime] loaded twice: the second copy does nothing');
} else {
  window.SiteRuntime = Object.assign(runtime, { shared: sharedModules });
  whenDomReady(() => runtime.init());
}
