// The Skye family's fixed header, all on `<body data-controller="SyncHeader, AddScrollingClass,
// HeaderScroll, BodyMinHeight">`:
//
// <body …>
//   <div class="nav-close-toggle-wrapper" id="navCloseToggleWrapper">…</div>
//   <div class="sqs-announcement-bar-dropzone header-announcement-wrapper …">
//     <header id="header" class="site-header loading" role="banner">
//       … <div class="site-title branding">…</div> (or an img.logo-image)
//       <div class="header-special flex-item"> <div class="social-search-wrapper">…</div> …
//   </div>
//   <main id="page" class="site-page loading …" data-controller="FadeInContent">…
//
// SyncHeader shows the header (the template hides `.site-header.loading`) once it has chosen how
// the branding wraps, and, where the header is fixed (wider than 768 px), keeps the page below
// it. HeaderScroll tucks the header up as the page scrolls (a transform: nothing else moves);
// still under reduced motion and nomotion=true. BodyMinHeight makes a short page fill the window.
import { StyleJournal } from '../../src/images/style-journal';
import { motionAllowed, onMotionChange } from '../../src/lib/motion';
import { ownedClass } from '../../src/lib/owned-class';
import { onResizeFrame, onScrollFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';

/** Up to this window width the template's header is not fixed (its phone bar shows instead). */
export const FIXED_HEADER_MIN_WIDTH = 769;
/** Room the template keeps between the header's parts, in pixels. */
const GAP = 20;

function styleJournal(signal: AbortSignal): StyleJournal {
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  return styles;
}

const width = (element: HTMLElement | null): number => element?.offsetWidth ?? 0;

export function attachSyncHeader({ element, server, signal }: ControllerProps): void {
  const header = element.querySelector<HTMLElement>('.site-header');
  if (!header) throw new BlockSkip('No .site-header on the page');
  const page = element.querySelector<HTMLElement>('.site-page');
  const closeWrapper = element.querySelector<HTMLElement>('.nav-close-toggle-wrapper');
  const special = header.querySelector<HTMLElement>('.header-special');
  const branding = header.querySelector<HTMLElement>('.site-title, .logo-image');
  const icons = ['.social-search-wrapper', '.sqs-custom-cart', '.user-account-link--icon'].map(
    (selector) => header.querySelector<HTMLElement>(selector),
  );
  const styles = styleJournal(signal);

  const sync = () => {
    const wide = window.innerWidth >= FIXED_HEADER_MIN_WIDTH;
    server.toggleClass(header, 'collapse', false);
    server.toggleClass(header, 'no-wrap', true);
    const iconsWidth = icons.reduce((sum, icon) => sum + (icon ? width(icon) + GAP : 0), 0) - GAP;
    if (!wide && width(branding) + GAP >= header.offsetWidth) {
      // On a phone a long title wraps rather than running out of the header.
      server.toggleClass(header, 'no-wrap', false);
    } else if (wide && special && iconsWidth >= special.offsetWidth) {
      server.toggleClass(header, 'collapse', true);
      server.toggleClass(header, 'no-wrap', false);
    }
    server.toggleClass(header, 'loading', false);
    // Only a header the stylesheet fixed takes the page's room.
    const fixed = wide && getComputedStyle(header).position === 'fixed';
    const height = fixed ? `${header.offsetHeight}px` : '';
    if (page) styles.set(page, 'margin-top', height);
    if (closeWrapper) styles.set(closeWrapper, 'height', height);
  };
  // At once (the header is hidden until then), and again whenever the window changes.
  sync();
  onResizeFrame(sync, signal);
}

export function attachHeaderScroll({ element, signal }: ControllerProps): void {
  const wrapper = element.querySelector<HTMLElement>('.header-announcement-wrapper');
  const header = wrapper?.querySelector<HTMLElement>('.site-header');
  if (!wrapper || !header) throw new BlockSkip('No .header-announcement-wrapper with its header');
  const closeToggle = element.querySelector<HTMLElement>('.nav-close-toggle-wrapper');
  const moved = [wrapper, closeToggle].filter((node): node is HTMLElement => node !== null);
  const styles = styleJournal(signal);
  const tucked = ownedClass(element, 'header-tucked', signal);
  let padding = 0;

  const update = () => {
    const still = !motionAllowed() || window.innerWidth < FIXED_HEADER_MIN_WIDTH;
    const y = still ? 0 : Math.max(0, window.scrollY);
    // The header rises by its top padding as the page scrolls, keeping at most 20 px of it.
    const rise = y < padding ? y : padding - Math.min(padding, GAP);
    moved.forEach((node) =>
      styles.set(node, 'transform', rise > 0 ? `translateY(${-rise}px)` : ''),
    );
    tucked(!still && y >= padding && padding > 0);
  };
  const measure = () => {
    padding = Number.parseFloat(getComputedStyle(header).paddingTop) || 0;
    update();
  };
  onScrollFrame(update, signal);
  onResizeFrame(measure, signal);
  onMotionChange(update, signal);
}

export function attachBodyMinHeight({ element, signal }: ControllerProps): void {
  const styles = styleJournal(signal);
  onResizeFrame(() => {
    styles.set(element, 'min-height', '');
    const short = element.offsetHeight < window.innerHeight;
    styles.set(element, 'min-height', short ? `${window.innerHeight}px` : '');
  }, signal);
}
