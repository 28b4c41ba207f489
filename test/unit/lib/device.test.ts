// Devices and breakpoints (widgets.md section 9; runtime.md section 2): mobile up to 432 px wide,
// desktop from 433 px, tablet never; phones up to 926 px high, tablets from 1024, large tablets
// from 1366; the desktop layout from 800 px wide, or above 1024 on a touch screen.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  breakpointOf,
  COMPACT_LAYOUT_QUERY,
  currentBreakpoint,
  currentDevice,
  currentLayout,
  DESKTOP_QUERY,
  deviceOf,
  layoutOf,
  MOBILE_QUERY,
  TABLET_QUERY,
} from '../../../src/lib/device';

/** A matchMedia that answers width and pointer queries the way a browser would. */
function viewport(width: number, coarsePointer = false): void {
  const matches = (query: string) =>
    query.split(',').some((part) => {
      const max = /max-width:\s*(\d+)px/.exec(part);
      const min = /min-width:\s*(\d+)px/.exec(part);
      if (max && width > Number(max[1])) return false;
      if (min && width < Number(min[1])) return false;
      if (part.includes('pointer: coarse') && !coarsePointer) return false;
      return Boolean(max || min || part.includes('pointer'));
    });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('responsive breakpoints', () => {
  it('are the spec queries: mobile up to 432 px, desktop from 433 px, tablet never', () => {
    expect(MOBILE_QUERY).toBe('(max-width: 432px)');
    expect(DESKTOP_QUERY).toBe('(min-width: 433px)');
    expect(TABLET_QUERY).toBe('(max-width: 0px)');
    expect(breakpointOf(320)).toBe('mobile');
    expect(breakpointOf(432)).toBe('mobile');
    expect(breakpointOf(433)).toBe('desktop');
    expect(breakpointOf(1024)).toBe('desktop');
  });

  it('the page is at the breakpoint its queries match; every width matches one, never tablet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4000 }), (width) => {
        viewport(width);
        const at = currentBreakpoint();
        expect(at).toBe(breakpointOf(width));
        expect(matchMedia(MOBILE_QUERY).matches).toBe(at === 'mobile');
        expect(matchMedia(DESKTOP_QUERY).matches).toBe(at === 'desktop');
        expect(matchMedia(TABLET_QUERY).matches).toBe(false);
      }),
    );
  });

  it('is desktop where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(currentBreakpoint()).toBe('desktop');
    expect(currentLayout()).toBe('desktop');
  });
});

describe('devices', () => {
  it('a touch screen up to 926 px on its long side is a phone, either way up', () => {
    expect(deviceOf({ width: 428, height: 926, coarsePointer: true })).toBe('phone');
    expect(deviceOf({ width: 926, height: 428, coarsePointer: true })).toBe('phone');
    expect(deviceOf({ width: 375, height: 667, coarsePointer: true })).toBe('phone');
  });

  it('a tablet from 1024 px, a large tablet from 1366 px', () => {
    expect(deviceOf({ width: 768, height: 1024, coarsePointer: true })).toBe('tablet');
    expect(deviceOf({ width: 1180, height: 820, coarsePointer: true })).toBe('tablet');
    expect(deviceOf({ width: 1024, height: 1366, coarsePointer: true })).toBe('large-tablet');
    expect(deviceOf({ width: 1366, height: 1024, coarsePointer: true })).toBe('large-tablet');
    // Between the tallest phone and 1024 the spec is silent: larger than a phone.
    expect(deviceOf({ width: 600, height: 960, coarsePointer: true })).toBe('tablet');
  });

  it('a screen with a fine pointer is a desktop, whatever its size', () => {
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (width, height) => {
        expect(deviceOf({ width, height, coarsePointer: false })).toBe('desktop');
      }),
    );
  });

  it("reads the visitor's screen and pointer", () => {
    vi.stubGlobal('screen', { width: 390, height: 844 });
    viewport(390, true);
    expect(currentDevice()).toBe('phone');
    viewport(390, false);
    expect(currentDevice()).toBe('desktop');
  });
});

describe('the desktop split at 800 and 1024 px', () => {
  it('under 800 px is compact; up to 1024 px only on a touch screen', () => {
    expect(layoutOf(799, false)).toBe('compact');
    expect(layoutOf(800, false)).toBe('desktop');
    expect(layoutOf(1024, true)).toBe('compact');
    expect(layoutOf(1025, true)).toBe('desktop');
    expect(COMPACT_LAYOUT_QUERY).toBe(
      'only screen and (pointer: coarse) and (max-width: 1024px), screen and (max-width: 799px)',
    );
  });

  it('the layout function and the query agree at every width, touch or not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3000 }), fc.boolean(), (width, coarse) => {
        viewport(width, coarse);
        expect(currentLayout()).toBe(layoutOf(width, coarse));
      }),
    );
  });
});
