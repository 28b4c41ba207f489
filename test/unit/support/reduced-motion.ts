import { vi } from 'vitest';

/** Stubs matchMedia so that `(prefers-reduced-motion: reduce)` matches or not (undo: vi.unstubAllGlobals). */
export function reducedMotion(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce') && matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
