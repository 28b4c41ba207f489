// Reads a 7.1 slideshow section: its data-props (raw JSON), its list of items, their images, and
// the server controls the carousel replaces.
import { autoplayDelayMs } from '../../src/carousel';
import { loadableImagesIn } from '../../src/images';
import { asBoolean } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';
import {
  describeSection,
  readDataProps,
  readSectionImage,
  readSharedSectionProps,
} from '../../src/lib/section-props';
import { slideshowLog } from './log';
import type { SlideshowData, SlideshowItem, SlideshowKind, SlideshowProps } from './types';

/** Where each kind keeps its parts, by the server's class names. */
export const KIND_MARKUP: Readonly<
  Record<SlideshowKind, { prefix: string; list: string; controls: string; label: string }>
> = {
  reel: {
    prefix: 'gallery-reel',
    list: '.gallery-reel-list',
    controls: '.gallery-reel-controls, .gallery-reel-control-btn',
    label: 'Image reel',
  },
  full: {
    prefix: 'gallery-fullscreen-slideshow',
    list: '.gallery-fullscreen-slideshow-list',
    controls: [
      '.gallery-fullscreen-slideshow-controls',
      '.gallery-fullscreen-slideshow-control-btn',
      '.gallery-fullscreen-slideshow-bullets',
      '.gallery-fullscreen-slideshow-bullet-list',
      '.gallery-fullscreen-slideshow-bullet',
    ].join(', '),
    label: 'Full-width slideshow',
  },
  simple: {
    prefix: 'gallery-slideshow',
    list: '.gallery-slideshow-list',
    controls: [
      '.gallery-slideshow-controls',
      '.gallery-slideshow-control-previous',
      '.gallery-slideshow-control-next',
      '.gallery-slideshow-control-btn',
    ].join(', '),
    label: 'Image slideshow',
  },
};

/** The first of `keys` that data-props has (the platform has spelled some settings two ways). */
function first(raw: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (raw[key] !== undefined && raw[key] !== null) return raw[key];
  return undefined;
}

/**
 * Parses `data-props`. Bad JSON, or JSON that is not an object, skips the section with a reason
 * that names it; a missing attribute means every default.
 */
export function readSlideshowProps(element: HTMLElement): SlideshowProps {
  const raw = readDataProps(element);
  const autoplay = asBoolean(first(raw, ['autoplay', 'autoPlay', 'autoplayEnabled']));
  const seconds = first(raw, ['autoplayDuration', 'autoplayDelay', 'autoPlayDuration']);
  return {
    ...readSharedSectionProps(element, raw, slideshowLog),
    // Seconds in the data; the widget's 5000 ms when they are missing or unusable.
    autoplayMs: autoplay ? autoplayDelayMs(seconds) : null,
    loop: asBoolean(first(raw, ['loop', 'infiniteLoop'])),
    raw,
  };
}

/**
 * The section's name: its own aria-label, else its kind with the heading of the page section it
 * sits in ("Image reel: Our work"; the heading alone may already name a landmark around it).
 */
export function slideshowLabel(element: HTMLElement, kindLabel: string): string {
  const own = element.getAttribute('aria-label')?.trim();
  if (own) return own;
  for (
    let section = element.parentElement?.closest('section');
    section;
    section = section.parentElement?.closest('section')
  ) {
    const heading = Array.from(section.querySelectorAll('h1, h2, h3, h4')).find(
      (candidate) => !element.contains(candidate),
    );
    const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
    if (text) return `${kindLabel}: ${text}`;
  }
  return kindLabel;
}

/** The child of `list` that holds `item` (the item itself, or a wrapper around it), if any. */
function childOf(list: HTMLElement, item: HTMLElement): HTMLElement | null {
  let node: HTMLElement | null = item;
  while (node && node.parentElement !== list) node = node.parentElement;
  return node;
}

function readItem(
  slide: HTMLElement,
  item: HTMLElement,
  kind: SlideshowKind,
  section: string,
): SlideshowItem {
  const [img] = loadableImagesIn(item);
  // Reel and full slides are filled around the focal point; the simple slideshow contains them.
  // Loaded when the block asks (it knows which slides are near), not by the lazy observer: a
  // slide beside the one in view is clipped by the carousel and would never count as near.
  const options = { mode: kind === 'simple' ? ('fit' as const) : ('fill' as const), load: true };
  const image = readSectionImage(img, options, section, slideshowLog);
  // The image's own wrapper (…-item-src, …-item-img), outside a click-through link.
  const anchor = img?.closest('a[href]');
  const link = anchor instanceof HTMLAnchorElement && item.contains(anchor) ? anchor : null;
  const holder = (link ?? img)?.parentElement;
  const frame = holder && item.contains(holder) ? holder : item;
  const dimensions = image?.settings.dimensions ?? null;
  return {
    slide,
    item,
    frame,
    image,
    link,
    caption: item.querySelector<HTMLElement>('figcaption'),
    ratio: dimensions ? dimensions.width / dimensions.height : null,
    alt: img?.getAttribute('alt')?.trim() ?? '',
  };
}

/** Reads a section of one kind: props, list, items and server controls. No items skips it. */
export function readSlideshowSection(element: HTMLElement, kind: SlideshowKind): SlideshowData {
  const markup = KIND_MARKUP[kind];
  const props = readSlideshowProps(element);
  const section = describeSection(element);
  const items = Array.from(element.querySelectorAll<HTMLElement>(`.${markup.prefix}-item`));
  if (items.length === 0) throw new BlockSkip(`Gallery ${section}: no .${markup.prefix}-item`);
  // The server's list, else the parent of the first item.
  const named = element.querySelector<HTMLElement>(markup.list);
  const list =
    named && items.every((item) => named.contains(item)) ? named : items[0]?.parentElement;
  if (!list) throw new BlockSkip(`Gallery ${section}: its items are not in a list`);
  const slides = items.map((item) => childOf(list, item));
  if (slides.some((slide) => slide === null) || new Set(slides).size !== slides.length) {
    throw new BlockSkip(`Gallery ${section}: its items are not in one list`);
  }
  // Only the outermost: a button inside a hidden control bar needs nothing more. Each control
  // looks up its own ancestors (comparing every pair was quadratic in the number of controls).
  const controls = Array.from(element.querySelectorAll<HTMLElement>(markup.controls));
  const isOutermost = (control: HTMLElement): boolean => {
    const outer = control.parentElement?.closest(markup.controls);
    return !outer || !element.contains(outer);
  };
  return {
    kind,
    label: slideshowLabel(element, markup.label),
    props,
    list,
    items: items.map((item, index) => readItem(slides[index] as HTMLElement, item, kind, section)),
    controls: controls.filter(isOutermost),
  };
}
