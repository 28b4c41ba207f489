// The types published as dist/site-runtime.d.ts: the public API and the shapes of block and
// initialiser definitions.
export type {
  BlockDefinition,
  BlockInfo,
  BlockPriority,
  BlockProps,
  BlockState,
  Cleanup,
  ControllerDefinition,
  ControllerInfo,
  ControllerProps,
  ControllerState,
  InitialiserContext,
  InitialiserDefinition,
  Logger,
  RuntimeEventMap,
  SiteRuntimeApi,
} from './runtime/types';
export type { PageContext, CookieSettings } from './context/types';
export type { RuntimeState, RuntimeStore } from './store/store';
export type { Cart, CartEntry, CartEntryOption, CartState } from './store/cart';
