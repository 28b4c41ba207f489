import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { RuntimeState, RuntimeStore } from './store';

/** Provided around every block root, so blocks read the runtime's store through hooks. */
export const StoreContext = createContext<RuntimeStore | null>(null);

export function useRuntimeStoreApi(): RuntimeStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRuntimeStore must be used inside a block mounted by the runtime');
  return store;
}

/** Subscribes a component to one part of the shared store. */
export function useRuntimeStore<T>(selector: (state: RuntimeState) => T): T {
  return useStore(useRuntimeStoreApi(), selector);
}
