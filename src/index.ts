// The IIFE entry: builds the runtime with the built-in initialisers and blocks, exposes it as
// window.SiteRuntime and boots it once the DOM is ready.
import { captureAssetBase } from './runtime/assets';
import { createRuntime, whenDomReady } from './runtime/runtime';
import { sharedModules } from './shared';
import { destroyUi, setUiStore, showAlert, showConfirm, showInfo, showSystemError } from './ui';
import { request } from './request';
import { showSystemErrorsFromEvents } from './ui/system-error-events';
import type { SiteRuntimeApi } from './runtime/types';
import { accordionBlock } from '../blocks/accordion';
import { animationBlock } from '../blocks/animation';
import { menuBlock } from '../blocks/menu';

captureAssetBase();

const runtime = createRuntime({
  version: typeof __RUNTIME_VERSION__ === 'string' ? __RUNTIME_VERSION__ : 'dev',
  // In this order: consent first (the others read it from the store), then the error reporter, so
  // it sees what the rest may throw.
  initialisers: [],
  blocks: [accordionBlock, menuBlock, animationBlock],
  onInit: ({ store, signal }) => {
    setUiStore(store);
    showSystemErrorsFromEvents(signal);
  },
  onDestroy: () => {
    destroyUi();
    setUiStore(null);
  },
});

/** What pages and packs reach through window.SiteRuntime besides the core API. */
const extras = {
  shared: sharedModules,
  ui: { showAlert, showConfirm, showInfo, showSystemError },
  request,
};

declare global {
  interface Window {
    SiteRuntime?: SiteRuntimeApi & typeof extras;
  }
}

if (window.SiteRuntime) {
  console.warn('[site-runtime] loaded twice: the second copy does nothing');
} else {
  window.SiteRuntime = Object.assign(runtime, extras);
  whenDomReady(() => runtime.init());
}
