// BlogProgressBar (Skye family's blog post, with the site's progress indicator on:
// `tweak-show-progress-indicator`): a small pie fills as the post is read. It shows while the
// page scrolls (`show`) and goes 1.5 s after it stops. The pie is drawn by two halves: the left
// turns through the first half of the post, then the right (shown) through the second.
//
// <div class="blog-item-content-wrapper" data-controller="BlogProgressBar">
//   <div class="pie-wrapper" id="pieWrapper">
//     <div class="pie pie--left" id="pieLeft"></div>
//     <div class="pie pie--right hide" id="pieRight"></div>
//     <div class="mask mask--right hide" id="pieMask"></div>
//     <div class="mask mask--left" id="maskLeft"></div></div>
//   <div class="blog-item-content e-content">…
import { StyleJournal } from '../../src/images/style-journal';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

export const PROGRESS_CLASS = 'tweak-show-progress-indicator';
/** How long the pie stays once the page stops scrolling. */
export const HIDE_AFTER_MS = 1500;

export interface PieState {
  leftTurn: number;
  rightTurn: number;
  /** The right half shows (and the left mask goes) past the middle of the post. */
  pastHalf: boolean;
}

/** The pie for having read `fraction` of the post (clamped to 0..1). */
export function pieState(fraction: number): PieState {
  const read = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  const degrees = read * 360;
  return read < 0.5
    ? { leftTurn: degrees, rightTurn: 0, pastHalf: false }
    : { leftTurn: 180, rightTurn: degrees, pastHalf: true };
}

export function attachBlogProgressBar({ element, server, signal }: ControllerProps): void {
  if (!dom.body(element.ownerDocument).classList.contains(PROGRESS_CLASS)) return;
  const pie = element.querySelector<HTMLElement>('.pie-wrapper');
  const left = element.querySelector<HTMLElement>('.pie--left');
  const right = element.querySelector<HTMLElement>('.pie--right');
  const mask = element.querySelector<HTMLElement>('.mask--left');
  if (!pie || !left || !right || !mask) throw new BlockSkip('No progress pie in the post');
  // A picture, not content: screen readers have the scroll position already.
  server.setAttribute(pie, 'aria-hidden', 'true');
  const styles = new StyleJournal();
  let timer = 0;
  signal.addEventListener(
    'abort',
    () => {
      window.clearTimeout(timer);
      styles.restore();
    },
    { once: true },
  );

  let first = true;
  onScrollFrame(() => {
    const distance = element.getBoundingClientRect().bottom + window.scrollY - window.innerHeight;
    const state = pieState(distance > 0 ? window.scrollY / distance : 1);
    styles.set(left, 'transform', `rotate(${state.leftTurn}deg)`);
    styles.set(right, 'transform', `rotate(${state.rightTurn}deg)`);
    server.toggleClass(right, 'hide', !state.pastHalf);
    server.toggleClass(mask, 'hide', state.pastHalf);
    // The first call is the start, not a scroll.
    if (first) {
      first = false;
      return;
    }
    server.toggleClass(pie, 'show', true);
    window.clearTimeout(timer);
    timer = window.setTimeout(() => server.toggleClass(pie, 'show', false), HIDE_AFTER_MS);
  }, signal);
}
