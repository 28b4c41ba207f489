// Runs one of the overlay initialisers the way the runtime does (context → store → init, then
// abort + cleanup on destroy), and fakes the viewport that matchMedia reports.
import { act } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { normaliseContext } from '../../../../src/context/read-context';
import type { InitialiserDefinition, InitialiserContext } from '../../../../src/runtime/types';
import { createRuntimeStore, type RuntimeStore } from '../../../../src/store/store';
import { loadPackDirectly } from '../../support/pack-exports';
import {
  startInitialiser,
  stopStartedInitialisers,
  type StartedInitialiser,
} from '../../support/start-initialiser';

export const SITE = {
  website: { id: 'site-1', language: 'en-GB' },
  collection: { id: 'collection-1', title: 'Home', type: 1 },
  pageType: 2,
};

export type { MockLogger } from '../../support/mock-logger';

export interface Booted extends StartedInitialiser {
  /** What destroy() does: abort the signal, then run the cleanup. */
  destroy: () => void;
}

afterEach(stopStartedInitialisers);

/**
 * Boots `definition`. Its packs load from their modules (see support/pack-exports.ts), settling
 * on the next `packsLoaded()`; `options.loadPack` replaces that (a failing load, say).
 */
export function boot(
  definition: InitialiserDefinition,
  raw: Record<string, unknown> = {},
  prepare?: (store: RuntimeStore) => void,
  options: Pick<Partial<InitialiserContext>, 'loadPack'> = {},
): Booted {
  const store = createRuntimeStore(normaliseContext({ ...SITE, ...raw }, 'json'));
  prepare?.(store);
  const started = startInitialiser(definition, {
    store,
    loadPack: options.loadPack ?? loadPackDirectly,
    within: (run) => act(run),
  });
  return { ...started, destroy: started.stop };
}

/**
 * Lets the packs asked for so far load and their UI render: what a browser does once
 * dist/packs/<name>.js arrived (a macrotask runs after every promise callback in between).
 */
export async function packsLoaded(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

interface FakeList {
  query: string;
  listeners: Set<(event: MediaQueryListEvent) => void>;
  last: boolean;
}

/** Evaluates the width queries the features use against a width the test sets. */
function evaluate(query: string, width: number, reducedMotion: boolean): boolean {
  const max = /\(max-width:\s*(\d+)px\)/.exec(query);
  if (max) return width <= Number(max[1]);
  const min = /\(min-width:\s*(\d+)px\)/.exec(query);
  if (min) return width >= Number(min[1]);
  if (query.includes('prefers-reduced-motion')) return reducedMotion;
  return false;
}

/**
 * Fakes matchMedia for a viewport `width` px wide. Reduced motion is on by default, so dialogs
 * close without waiting for a fade-out. `resize` changes the width and fires `change` on every
 * list whose answer changed, as browsers do.
 */
export function fakeViewport(width: number, options: { reducedMotion?: boolean } = {}) {
  let current = width;
  const reducedMotion = options.reducedMotion ?? true;
  const lists: FakeList[] = [];
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const list: FakeList = {
      query,
      listeners: new Set(),
      last: evaluate(query, current, reducedMotion),
    };
    lists.push(list);
    return {
      media: query,
      get matches() {
        return evaluate(query, current, reducedMotion);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        list.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        list.listeners.delete(listener),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  });
  return {
    resize(next: number) {
      current = next;
      for (const list of lists) {
        const matches = evaluate(list.query, current, reducedMotion);
        if (matches === list.last) continue;
        list.last = matches;
        for (const listener of list.listeners) {
          listener({ matches, media: list.query } as MediaQueryListEvent);
        }
      }
    },
    /** How many change listeners are still attached (leak checks). */
    listenerCount: () => lists.reduce((sum, list) => sum + list.listeners.size, 0),
  };
}
