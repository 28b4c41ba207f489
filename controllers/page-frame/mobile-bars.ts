// The phone bars of 7.0 templates.
//
// MobileClassname (Brine family, on `<body>`): `is-mobile` on the body while the template shows
// its phone layout (`.Mobile` displayed; the breakpoint is the site's setting), the hook the
// template's stylesheet and the other controllers use.
//
// MobileOffset, on a phone bar the template may fix to the top or bottom of the window:
//   Brine: <div class="Mobile-bar Mobile-bar--top|--bottom" data-controller="MobileOffset">
//   Skye:  <div id="mobileBar" class="mobile-bar" data-controller="MobileOffset">
// A bar fixed at the bottom lifts the mobile info bar above it (--sr-mobile-bar-offset); in
// Brine the body keeps room for a fixed bar (margin), as its stylesheet expects.
import { StyleJournal } from '../../src/images/style-journal';
import { ownedClass } from '../../src/lib/owned-class';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** Read by the mobile info bar's stylesheet: the height of a phone bar fixed at the bottom. */
export const MOBILE_BAR_OFFSET = '--sr-mobile-bar-offset';

export function attachMobileClassname({ element, signal }: ControllerProps): void {
  const mobile = element.querySelector<HTMLElement>('.Mobile');
  if (!mobile) throw new BlockSkip('No .Mobile phone layout on the page');
  const isMobile = ownedClass(element, 'is-mobile', signal);
  const sync = () => isMobile(getComputedStyle(mobile).display !== 'none');
  sync();
  onResizeFrame(sync, signal);
}

export function attachMobileOffset({ element, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  const brine = element.classList.contains('Mobile-bar');

  const sync = () => {
    const style = getComputedStyle(element);
    const fixed = style.display !== 'none' && style.position === 'fixed';
    const height = fixed ? `${element.offsetHeight}px` : '';
    const atBottom = brine
      ? element.classList.contains('Mobile-bar--bottom')
      : Number.parseFloat(style.bottom) === 0;
    if (atBottom) styles.set(dom.root(doc), MOBILE_BAR_OFFSET, height);
    if (!brine) return;
    // Brine's fixed bars cover the page's edges on a phone: the body keeps their room.
    const room = dom.body(doc).classList.contains('is-mobile') ? height : '';
    styles.set(dom.body(doc), atBottom ? 'margin-bottom' : 'margin-top', room);
  };
  sync();
  onResizeFrame(sync, signal);
}
