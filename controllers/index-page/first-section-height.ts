// IndexFirstSectionHeight (on `<main class="Index">`): the site's "full screen" setting gives the
// first index page the window's height (`tweak-index-page-min-height`, 100vh by default); the
// headers above it take part of the window, so the page is made that much shorter and its bottom
// meets the window's. Only where the stylesheet gave the page such a height: without it there is
// nothing to correct, and nothing moves.
//
// <main class="Index" data-controller="IndexFirstSectionHeight, Parallax, IndexNavigation">
//   <section id="landing" class="Index-page Index-page--has-image" …>
import { StyleJournal } from '../../src/images/style-journal';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

const FULLSCREEN = 'tweak-index-page-fullscreen-';
const HEIGHT_TWEAK = 'tweak-index-page-min-height';
/** Above the first page: the top header, the phone bar and the announcement bar. */
const ABOVE = ['.Header--top', '.Mobile-bar--top', '.sqs-announcement-bar-dropzone'];

/** The height the site chose for full-screen pages, when it is a plain length; else 100vh. */
export function fullscreenHeight(value: unknown): string {
  return typeof value === 'string' && /^\d{1,4}(\.\d{1,4})?(vh|px|%)$/.test(value.trim())
    ? value.trim()
    : '100vh';
}

/** Whether the site's setting (a body class) makes `first` a full-screen page. */
export function isFullscreen(body: Element, first: Element): boolean {
  const setting = Array.from(body.classList).find((name) => name.startsWith(FULLSCREEN));
  if (!setting || setting === `${FULLSCREEN}none`) return false;
  if (setting === `${FULLSCREEN}pages-with-backgrounds-only`) {
    return first.classList.contains('Index-page--has-image');
  }
  return true;
}

export function attachIndexFirstSectionHeight({ element, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  const first = element.querySelector<HTMLElement>(':scope > .Index-page:first-child');
  if (element.classList.contains('Index--empty') || !first) return;
  if (!isFullscreen(dom.body(doc), first)) return;
  const tweaks = window.SiteRuntime?.store.getState().context.tweaks;
  const height = fullscreenHeight(tweaks?.[HEIGHT_TWEAK]);
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });

  const sync = () => {
    styles.set(first, 'min-height', '');
    const sized = Number.parseFloat(getComputedStyle(first).minHeight) > 0;
    const above = ABOVE.reduce(
      (sum, selector) => sum + (dom.query<HTMLElement>(doc, selector)?.offsetHeight ?? 0),
      0,
    );
    if (sized && above > 0) styles.set(first, 'min-height', `calc(${height} - ${above}px)`);
  };
  sync();
  onResizeFrame(sync, signal);
}
