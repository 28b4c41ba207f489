import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ANIMATION_DURATION_S,
  animationDurationMs,
  HIDDEN_SCALE,
  whileMotionAllowed,
} from '../../../src/lib/motion';
import { setPageUrl, TEST_PAGE_URL } from '../support/page-url';

// Decorative motion follows the visitor's reduced-motion preference as it changes.

let reduce = false;
const listeners = new Set<() => void>();

function stubPreference(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query.includes('reduce') && reduce;
    },
    media: query,
    addEventListener: (_: string, listener: () => void, options?: { signal?: AbortSignal }) => {
      listeners.add(listener);
      options?.signal?.addEventListener('abort', () => listeners.delete(listener));
    },
    removeEventListener: () => undefined,
  }));
}

function prefer(reduced: boolean): void {
  reduce = reduced;
  listeners.forEach((listener) => listener());
}

afterEach(() => {
  reduce = false;
  listeners.clear();
  vi.unstubAllGlobals();
  setPageUrl(TEST_PAGE_URL);
});

describe('whileMotionAllowed', () => {
  it('moves, stands still when reduced motion is asked for, moves again when it is not', () => {
    stubPreference();
    const runs: AbortSignal[] = [];
    const still = vi.fn();
    const page = new AbortController();
    whileMotionAllowed((moving) => runs.push(moving), still, page.signal);
    expect(runs).toHaveLength(1);
    prefer(true);
    expect(runs[0]?.aborted).toBe(true);
    expect(still).toHaveBeenCalledTimes(1);
    prefer(false);
    expect(runs).toHaveLength(2);
    page.abort();
    expect(runs[1]?.aborted).toBe(true);
    prefer(true);
    expect(still).toHaveBeenCalledTimes(1);
  });

  it('never moves on a page opened with nomotion=true, nor for a visitor who asked for less', () => {
    stubPreference();
    const move = vi.fn();
    setPageUrl(`${TEST_PAGE_URL}?nomotion=true`);
    whileMotionAllowed(move, () => {}, new AbortController().signal);
    setPageUrl(TEST_PAGE_URL);
    reduce = true;
    whileMotionAllowed(move, () => {}, new AbortController().signal);
    expect(move).not.toHaveBeenCalled();
  });
});

describe('the shared animation defaults (widgets.md section 9)', () => {
  it('are 0.3 s and 0.5 s, with the 0.94 hide scale', () => {
    expect(ANIMATION_DURATION_S).toEqual({ quick: 0.3, slow: 0.5 });
    expect(HIDDEN_SCALE).toBe(0.94);
    stubPreference();
    expect(animationDurationMs()).toBe(300);
    expect(animationDurationMs('quick')).toBe(300);
    expect(animationDurationMs('slow')).toBe(500);
  });

  it('are 0 for a visitor who asked for less motion, and follow the preference as it changes', () => {
    stubPreference();
    prefer(true);
    expect(animationDurationMs('quick')).toBe(0);
    expect(animationDurationMs('slow')).toBe(0);
    prefer(false);
    expect(animationDurationMs('slow')).toBe(500);
  });
});
