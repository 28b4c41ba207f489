// PortfolioHover (7.1 portfolio index, "hover" layouts): a list of project titles; pointing at
// one, or focusing it, shows its picture behind the list (hover-cover) or beside the pointer
// (hover-follow, hover-static). The template keeps the whole list hidden until script marks it
// ready (`.portfolio-hover { visibility: hidden }`, `[data-init] { visibility: visible }`): without
// this controller the page shows no projects. Showing it changes no box (visibility only).
//
// Markup (fixtures/controllers/sections-7.1.html, from fixtures/real-pages/portfolio-hover-…):
//
// <div class="portfolio-hover" data-controller="PortfolioHover" data-props='{"mode":"hover-cover",…}'>
//   <div class="portfolio-hover-display">
//     <div class="portfolio-hover-backgrounds">…
//       <div class="portfolio-hover-bg"><div class="portfolio-hover-bg-mask">
//         <div class="portfolio-hover-bg-img"><img data-src="…" srcset="…" sizes="0"
//              style="display:block;display: none; object-position: 50% 50%" loading="lazy"></div>
//       </div></div>  (one per project, in the list's order)
//     </div>
//     <div class="portfolio-hover-items"><ul class="portfolio-hover-items-list">
//       <li><a class="portfolio-hover-item" href="/portfolio/…"><h1 class="portfolio-hover-item-title">
//         <span class="portfolio-hover-item-content">ILLUMINATED</span></h1></a></li>…
//     </ul></div>
//   </div>
// </div>
//
// The state shows with the template's attributes: data-active="true"/"false" on each item and
// each picture (and on .portfolio-hover-backgrounds in the modes that float it), data-animated
// on the pictures once transitions may run (never with reduced motion).
import { StyleJournal } from '../../src/images/style-journal';
import { asString, isRecord } from '../../src/lib/coerce';
import { motionAllowed } from '../../src/lib/motion';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** The body class of the "keep the last project shown" setting. */
export const PERSIST_CLASS = 'tweak-portfolio-index-background-persist';

export interface PortfolioHoverData {
  mode: string;
}

export function readPortfolioHover(element: HTMLElement): PortfolioHoverData {
  let mode = 'hover-cover';
  const text = element.getAttribute('data-props');
  if (text) {
    try {
      const props: unknown = JSON.parse(text);
      if (isRecord(props)) mode = asString(props.mode, mode) || mode;
    } catch {
      // The props only choose the mode; the list works with the default one.
    }
  }
  return { mode };
}

export function attachPortfolioHover({
  element,
  data,
  server,
  signal,
}: ControllerProps<PortfolioHoverData>): void {
  const items = Array.from(element.querySelectorAll<HTMLElement>('.portfolio-hover-item'));
  if (items.length === 0) throw new BlockSkip('No .portfolio-hover-item in the portfolio');
  const pictures = Array.from(element.querySelectorAll<HTMLElement>('.portfolio-hover-bg'));
  const floating = element.querySelector<HTMLElement>('.portfolio-hover-backgrounds');
  const list = element.querySelector<HTMLElement>('.portfolio-hover-items') ?? element;
  const display = element.querySelector<HTMLElement>('.portfolio-hover-display') ?? element;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  const cover = data.mode === 'hover-cover';
  const persist = dom.body(element.ownerDocument).classList.contains(PERSIST_CLASS);
  const animate = motionAllowed();

  const showPicture = (picture: HTMLElement | undefined) => {
    const img = picture?.querySelector('img');
    if (!img) return;
    // The server hides each picture (display: none, sizes="0") until it is asked for.
    styles.set(img, 'display', 'block');
    server.setAttribute(img, 'sizes', cover ? '100vw' : '80vmin');
    server.setAttribute(img, 'loading', 'eager');
  };

  let active = -1;
  const activate = (index: number) => {
    if (index === active) return;
    active = index;
    items.forEach((item, at) => server.setAttribute(item, 'data-active', String(at === index)));
    pictures.forEach((picture, at) =>
      server.setAttribute(picture, 'data-active', String(at === index)),
    );
    if (floating && !cover) server.setAttribute(floating, 'data-active', String(index >= 0));
    if (index >= 0) {
      showPicture(pictures[index]);
      // The next one too, so it is there when the pointer moves on.
      showPicture(pictures[index + 1]);
    }
  };

  if (animate) pictures.forEach((picture) => server.setAttribute(picture, 'data-animated', 'true'));
  items.forEach((item, index) => {
    item.addEventListener('pointerenter', () => activate(index), { signal });
    item.addEventListener('focus', () => activate(index), { signal });
  });
  const leave = () => {
    if (!persist && !list.contains(dom.activeElement(element.ownerDocument))) activate(-1);
  };
  list.addEventListener('pointerleave', leave, { signal });
  list.addEventListener(
    'focusout',
    (event) => {
      if (!list.contains(event.relatedTarget as Node | null)) leave();
    },
    { signal },
  );

  // The floating picture follows the pointer (not when the visitor asked for less motion).
  if (floating && data.mode === 'hover-follow' && animate) {
    display.addEventListener(
      'pointermove',
      (event) => {
        const box = display.getBoundingClientRect();
        const own = floating.getBoundingClientRect();
        const x = event.clientX - box.left - own.width / 2;
        const y = event.clientY - box.top - own.height / 2;
        styles.set(floating, 'transform', `translate3d(${Math.round(x)}px, ${Math.round(y)}px, 0)`);
      },
      { passive: true, signal },
    );
  }

  // Shown last, once everything is wired: the template's own reveal.
  server.setAttribute(element, 'data-init', '');
}
