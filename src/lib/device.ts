// Devices and breakpoints, in one place (widgets.md section 9, "Device and breakpoints"; runtime.md
// section 2, "Responsive breakpoints").
import { matchesMedia } from './media-query';

/**
 * The responsive media queries: "mobile is up to 432 px wide, desktop is 433 px and wider, tablet
 * never matches (max width 0)". The platform's own stylesheets write the same two widths
 * (`screen and (max-width: 432px)` and `(min-width: 433px)` in the 2026 7.1 site.css under
 * ../shared/real-pages/assets/).
 */
export const MOBILE_QUERY = '(max-width: 432px)';
export const DESKTOP_QUERY = '(min-width: 433px)';
export const TABLET_QUERY = '(max-width: 0px)';

/** Which of the responsive breakpoints a viewport is at; `tablet` never is. */
export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_MAX_WIDTH = 432;

/** The breakpoint of a viewport `width` px wide (what the queries above say of it). */
export function breakpointOf(width: number): Breakpoint {
  return width <= MOBILE_MAX_WIDTH ? 'mobile' : 'desktop';
}

/** The page's breakpoint now (desktop where the browser cannot say). */
export function currentBreakpoint(): Breakpoint {
  return matchesMedia(MOBILE_QUERY) ? 'mobile' : 'desktop';
}

/**
 * widgets.md section 9: "Phone up to 926 px height, tablet from 1024, large tablet from 1366". A
 * phone's height is its screen's long side (926 is the tallest phone screen in CSS px), so the long
 * side is what is measured and a turned device stays what it is. Between 926 and 1024 the spec is
 * silent: such a screen is taller than any phone, so it counts as a tablet.
 */
export const PHONE_MAX_HEIGHT = 926;
export const TABLET_MIN_HEIGHT = 1024;
export const LARGE_TABLET_MIN_HEIGHT = 1366;

export type Device = 'phone' | 'tablet' | 'large-tablet' | 'desktop';

export interface ScreenShape {
  width: number;
  height: number;
  /** The primary pointer is a finger (`(pointer: coarse)`): a phone or a tablet. */
  coarsePointer: boolean;
}

/** The kind of device a screen belongs to: only touch screens are phones or tablets. */
export function deviceOf({ width, height, coarsePointer }: ScreenShape): Device {
  if (!coarsePointer) return 'desktop';
  const longSide = Math.max(width, height);
  if (longSide <= PHONE_MAX_HEIGHT) return 'phone';
  if (longSide >= LARGE_TABLET_MIN_HEIGHT) return 'large-tablet';
  return 'tablet';
}

export const COARSE_POINTER_QUERY = '(pointer: coarse)';

/** The visitor's device, from the screen and the primary pointer. */
export function currentDevice(): Device {
  return deviceOf({
    width: window.screen.width,
    height: window.screen.height,
    coarsePointer: matchesMedia(COARSE_POINTER_QUERY),
  });
}

/**
 * widgets.md section 9: "desktop splits at 800 and 1024 wide". The platform's stylesheets show how
 * (the 2026 7.1 site.css under ../shared/real-pages/assets/ writes this very query for its compact
 * layout): a viewport under 800 px is compact, and so is a touch screen up to 1024 px; anything
 * else gets the desktop layout.
 */
export const DESKTOP_SPLIT = { narrowBelow: 800, touchUpTo: 1024 } as const;
export const COMPACT_LAYOUT_QUERY =
  'only screen and (pointer: coarse) and (max-width: 1024px), screen and (max-width: 799px)';

export type Layout = 'compact' | 'desktop';

/** The layout of a viewport `width` px wide, on a touch screen or not. */
export function layoutOf(width: number, coarsePointer: boolean): Layout {
  if (width < DESKTOP_SPLIT.narrowBelow) return 'compact';
  if (coarsePointer && width <= DESKTOP_SPLIT.touchUpTo) return 'compact';
  return 'desktop';
}

/** The page's layout now (desktop where the browser cannot say). */
export function currentLayout(): Layout {
  return matchesMedia(COMPACT_LAYOUT_QUERY) ? 'compact' : 'desktop';
}
