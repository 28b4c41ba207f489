// BannerController (doncab templates, on the page banner): the banner shows when the site's
// setting for this kind of page says so (`show-<type>-banner` on the body, `<type>` from its
// `collection-type-<type>`; `show-homepage-banner` on the home page). Then its picture shows
// (the template hides it: `hide-collection-image`), cropped to the banner or not (./crop-classes),
// on the picture's own colour while it loads (with `auto-color-banner-background`), and the
// banner is at least as tall as its title and description. Without a banner the title and
// description go to the top of the page. Either way they show: the template hides them (`hide`)
// until script places them. Each line of the description is wrapped in a span, which the
// template's stylesheet draws the text's background on.
//
// <div data-controller="BannerController" class="page-banner-wrapper page-banner-has-image"
//      data-suggested-bg-color-thumbnail="#08182d">
//   <div class="page-banner-image-container collection-thumbnail-image-container hide-collection-image">
//     <img class="page-banner-image js-page-banner-image loading" data-src="…"
//          data-image-dimensions="2560x1477" data-image-focal-point="0.5,0.5" data-load="false" />
//   </div>
//   <div class="page-text-wrapper hide clearfix" data-collection-id="…">
//     <h1 class="page-title"><span data-content-field="title">Work</span></h1>
//     <div class="page-description" data-content-field="description"><p>…</p></div>
//   </div>
// </div>
// …
// <main id="page" class="site-page" role="main">…</main>
import { StyleJournal } from '../../src/images/style-journal';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import { applyCrop } from './crop-classes';
import * as dom from '../../src/lib/dom';

/** The page's kind (`index`, `blog`, `page`…), from the body's `collection-type-<kind>`. */
export function collectionType(body: Element): string | null {
  const found = Array.from(body.classList).find((name) => name.startsWith('collection-type-'));
  return found ? (found.slice('collection-type-'.length).split('-')[0] ?? null) : null;
}

/** Whether the site shows a banner on this page (its setting for the kind, or the home page's). */
export function showsBanner(body: Element): boolean {
  const type = collectionType(body);
  const classes = body.classList;
  return (
    (type !== null && classes.contains(`show-${type}-banner`)) ||
    (classes.contains('homepage') && classes.contains('show-homepage-banner'))
  );
}

const COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function attachBannerController({ element, server, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  const body = dom.body(doc);
  const text = element.querySelector<HTMLElement>('.page-text-wrapper');
  if (!text) throw new BlockSkip('No .page-text-wrapper in the banner');
  const shown = showsBanner(body);
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });

  for (const paragraph of Array.from(text.querySelectorAll('.page-description p'))) {
    const span = dom.create('span', doc);
    for (const child of Array.from(paragraph.childNodes)) server.adopt(child, span);
    server.add(span, paragraph);
  }
  const page = dom.byId('page', doc);
  if (!shown && page) server.adopt(text, page, page.firstChild);
  server.toggleClass(text, 'hide', false);

  const frame = element.querySelector<HTMLElement>('.collection-thumbnail-image-container');
  if (frame) {
    server.toggleClass(frame, 'hide-collection-image', !shown);
    applyCrop(
      body,
      {
        prefix: 'banner-image',
        imageClass: 'page-banner-image',
        frames: [frame],
        images: Array.from(frame.querySelectorAll<HTMLElement>('.js-page-banner-image')),
      },
      server,
      signal,
    );
  }
  const colour = element.getAttribute('data-suggested-bg-color-thumbnail') ?? '';
  if (shown && body.classList.contains('auto-color-banner-background') && COLOUR.test(colour)) {
    styles.set(element, 'background-color', colour);
  }
  if (!shown) return;
  // Large text is not cut off: the banner grows to hold it (measured with the template's styles),
  // and is never made shorter than the template's own minimum.
  const fit = () => {
    styles.set(element, 'min-height', '');
    const own = Number.parseFloat(getComputedStyle(element).minHeight) || 0;
    const height = text.offsetHeight;
    if (height > own) styles.set(element, 'min-height', `${height}px`);
  };
  fit();
  onResizeFrame(fit, signal);
}
