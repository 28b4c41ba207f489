// Elements the template marks with `data-animation-role` come in on scroll in the site's
// animation style (Site styles, Animations: fade, slide, scale, clip, flex). The template's CSS
// hides an element with the style's "pre" class and shows it with its "in" class
// (`.preFade` / `.fadeIn`…, ../shared/real-pages/assets/…/static.css), over the duration, delay
// and curve of the site's settings. Only elements below the fold at load are hidden (what is in
// view stays as it is: nothing visible blinks), and one is never left hidden: it comes in once
// seen, when focus reaches it, and before printing.
import type { PageContext } from '../../src/context/types';
import type { DomChanges } from './dom-changes';
import type { FirstPlace } from './visibility';

const STYLES = {
  fade: ['preFade', 'fadeIn'],
  slide: ['preSlide', 'slideIn'],
  scale: ['preScale', 'scaleIn'],
  clip: ['preClip', 'clipIn'],
  flex: ['preFlex', 'flexIn'],
} as const;

export type ScrollInStyle = keyof typeof STYLES;

export const TYPE_TWEAK = 'tweak-global-animations-animation-type';
const TIMING_TWEAKS = {
  'transition-duration': 'tweak-global-animations-animation-duration',
  'transition-delay': 'tweak-global-animations-animation-delay',
  'transition-timing-function': 'tweak-global-animations-animation-curve',
} as const;

/** The site's style; null for none or an unknown one (nothing is hidden then). */
export function scrollInStyle(context: Pick<PageContext, 'tweaks'>): ScrollInStyle | null {
  const type = context.tweaks[TYPE_TWEAK]?.trim().toLowerCase() ?? '';
  return Object.hasOwn(STYLES, type) ? (type as ScrollInStyle) : null;
}

/** A duration or delay as CSS time (`0.6s`, `600ms`), else null. */
function cssTime(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  return /^\d{1,5}(\.\d{1,4})?m?s$/.test(text) ? text : null;
}

/** Longer than any timing function a site names: nothing longer is read at all. */
const CURVE_MAX_LENGTH = 100;
const CURVE_KEYWORDS = new Set(['linear', 'ease', 'ease-in', 'ease-out', 'ease-in-out']);
const CURVE_NUMBER = /^-?(?:\d{1,6}(?:\.\d{0,6})?|\.\d{1,6})$/;

/**
 * A timing function the site names (`ease`, `ease-in-out`, a cubic-bezier), else null. Read in
 * linear time: a tweak is site data, and a pattern with nested repeats took 6.3 s on 100 kB.
 */
function cssCurve(value: string | undefined): string | null {
  const text = value?.trim().toLowerCase() ?? '';
  if (text.length > CURVE_MAX_LENGTH) return null;
  if (CURVE_KEYWORDS.has(text)) return text;
  if (!text.startsWith('cubic-bezier(') || !text.endsWith(')')) return null;
  const numbers = text.slice('cubic-bezier('.length, -1).split(',');
  return numbers.length === 4 && numbers.every((number) => CURVE_NUMBER.test(number.trim()))
    ? text
    : null;
}

/** The transition properties of the site's settings, only those that are valid CSS. */
export function scrollInTiming(context: Pick<PageContext, 'tweaks'>): Record<string, string> {
  const timing: Record<string, string> = {};
  for (const [property, tweak] of Object.entries(TIMING_TWEAKS)) {
    const value = context.tweaks[tweak];
    const css = property === 'transition-timing-function' ? cssCurve(value) : cssTime(value);
    if (css) timing[property] = css;
  }
  return timing;
}

export interface ScrollIn {
  /** At its first observation: hides an element that is below the fold. */
  place: (element: Element, place: FirstPlace) => void;
  /** Brings an element in (it was seen, focused, or the page prints). */
  show: (element: Element) => void;
}

export function scrollIn(
  style: ScrollInStyle,
  timing: Record<string, string>,
  changes: DomChanges,
): ScrollIn {
  const [pre, shown] = STYLES[style];
  const hidden = new Set<Element>();
  return {
    place(element, place) {
      if (place !== 'below' || !(element instanceof HTMLElement)) return;
      for (const [property, value] of Object.entries(timing)) {
        changes.styles.set(element, property, value);
      }
      changes.addClass(element, pre);
      hidden.add(element);
    },
    show(element) {
      if (!hidden.delete(element)) return;
      changes.addClass(element, shown);
    },
  };
}
