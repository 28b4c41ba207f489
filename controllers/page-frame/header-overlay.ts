// HeaderOverlay (Brine family): over a first index page (or intro) with a background image, the
// bottom header is laid over the picture (`Header--overlay`, absolutely placed by the template);
// on a computer the picture's content then starts below it. On a phone the header is never laid
// over anything.
//
// <div class="Site-inner Site-inner--index" data-controller="HeaderOverlay">
//   <header class="Header Header--bottom Header--overlay">…</header>
//   <div class="Content-outer"><main class="Index" …>
//     <section id="landing" class="Index-page Index-page--has-image" …>
//       <div class="Index-page-content …">…
import { StyleJournal } from '../../src/images/style-journal';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

const OVERLAID_CONTENT =
  '.Index-page--has-image:first-child .Index-page-content, .Intro--has-image .Intro-content';

export function attachHeaderOverlay({ element, server, signal }: ControllerProps): void {
  const header = element.querySelector<HTMLElement>('.Header--bottom');
  if (!header) throw new BlockSkip('No .Header--bottom in the site');
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });

  const sync = () => {
    const content = element.querySelector<HTMLElement>(OVERLAID_CONTENT);
    server.toggleClass(header, 'Header--overlay', content !== null);
    if (!content) return;
    const phone = dom.body(element.ownerDocument).classList.contains('is-mobile');
    styles.set(content, 'margin-top', phone ? '' : `${header.offsetHeight}px`);
  };
  sync();
  onResizeFrame(sync, signal);
}
