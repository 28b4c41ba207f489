import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageContext } from '../context/types';
import { defaultContext } from '../context/defaults';
import { createLogger } from '../runtime/logger';
import { UNSYNCED_CART, type CartState } from './cart';

export type { CartState } from './cart';

/** The visitor's cookie choice: null until they choose (or until the consent cookie is read). */
export interface ConsentState {
  accepted: boolean | null;
  bannerOpen: boolean;
}

export interface SessionState {
  /** XSRF token of a signed-in site user. */
  xsrfToken: string | null;
  loggedIn: boolean;
}

export interface UiState {
  /** Ids of open dialogs, outermost last; used for z-index stacking and inert handling. */
  openDialogs: string[];
}

export interface RuntimeState {
  context: PageContext;
  cart: CartState;
  consent: ConsentState;
  session: SessionState;
  ui: UiState;
}

export type RuntimeStore = StoreApi<RuntimeState>;

export function initialState(context: PageContext = defaultContext()): RuntimeState {
  return {
    context,
    cart: UNSYNCED_CART,
    consent: { accepted: null, bannerOpen: false },
    session: { xsrfToken: null, loggedIn: context.authenticatedAccount !== null },
    ui: { openDialogs: [] },
  };
}

const log = createLogger('store');

/**
 * The store is public: any page script may subscribe. Each listener runs in its own guard, so one
 * that throws neither aborts the setState that notified it (a consent decline, say) nor keeps the
 * other listeners from hearing of the change.
 */
export function createRuntimeStore(context?: PageContext): RuntimeStore {
  const store = createStore<RuntimeState>()(() => initialState(context));
  const subscribe = store.subscribe;
  store.subscribe = (listener) =>
    subscribe((state, previous) => {
      try {
        listener(state, previous);
      } catch (error) {
        log.error('A store listener threw; the others still ran', error);
      }
    });
  return store;
}

/** Replaces one slice's fields, leaving the other slices untouched. */
export function updateSlice<K extends Exclude<keyof RuntimeState, 'context'>>(
  store: RuntimeStore,
  slice: K,
  patch: Partial<RuntimeState[K]>,
): void {
  store.setState((state) => ({ [slice]: { ...state[slice], ...patch } }) as Partial<RuntimeState>);
}
