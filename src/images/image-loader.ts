// The image loader (widgets.md sections 3 and 4): reserves the image's box, then, when the image
// comes near the viewport, writes `srcset` (the CDN's width ladder) and `sizes` (the width it is
// drawn at) and lets the browser pick, marking the load with the platform's classes. Every change
// goes through the block's ServerDom (attributes, classes) or a StyleJournal (CSSOM), so unmount
// puts the server's image back as it was.
import type { ServerDom } from '../runtime/server-dom';
import type { Cleanup, Logger } from '../runtime/types';
import { alignmentPosition, objectPositionFor } from './crop';
import { readImageDisplay } from './image-display';
import { imageSources } from './image-sources';
import { PRIMED_ATTRIBUTE, type ImageDisplay, type ImageSettings } from './image-settings';
import { centredFocalPosition } from './focal-position';
import { inFilenameForm } from './size-format';
import { whenNearViewport } from './lazy-observer';
import { claimHighPriority, releaseHighPriority } from './priority';
import { StyleJournal } from './style-journal';
import { whenInDocument } from './wait-for-node';

/** The platform's marker classes: templates fade images in on `loaded`. */
export const LOADING_CLASS = 'loading';
export const LOADED_CLASS = 'loaded';
/** The loader's state on the image, for QA and tests: waiting, loading, loaded or failed. */
export const IMAGE_STATE_ATTRIBUTE = 'data-sr-image';
/** A cropped image fills its frame (the template's box) with object-fit. */
export const COVER_CLASS = 'sr-image--cover';
export const CONTAIN_CLASS = 'sr-image--contain';
/** An image in the flow, its box reserved from its dimensions by width/height attributes. */
export const SIZED_CLASS = 'sr-image--sized';
/** A filling image whose shape is unknown (no data-image-dimensions): see images.css. */
export const UNSIZED_CLASS = 'sr-image--unsized';
/** A contained image with stretch off: never drawn larger than its own pixels (scale-down). */
export const NO_STRETCH_CLASS = 'sr-image--no-stretch';
/** An image shown as its frame's background: it keeps its box, hidden (images.css). */
export const BACKGROUND_CLASS = 'sr-image--background';
/**
 * How the crop is placed, under the platform's loader's attribute name: `objectPosition`
 * (advanced positioning) or `backgroundImage`.
 */
export const POSITION_MODE_ATTRIBUTE = 'data-position-mode';

export type ImageState = 'waiting' | 'loading' | 'loaded' | 'failed';

export interface ImageLoaderContext {
  server: ServerDom;
  signal: AbortSignal;
  log: Logger;
}

/** Images whose load is under way: a second request is skipped unless concurrent loads are on. */
const inFlight = new WeakSet<HTMLImageElement>();

/**
 * The box the image is drawn in: its own (`known` when it was read already), or its parent's while
 * it has none yet.
 */
function measureBox(
  img: HTMLImageElement,
  known?: DOMRectReadOnly,
): { width: number; height: number } {
  const own = known && known.width > 0 ? known : img.getBoundingClientRect();
  if (own.width > 0) return { width: own.width, height: own.height };
  const parent = img.parentElement?.getBoundingClientRect();
  return { width: parent?.width ?? 0, height: parent?.height ?? 0 };
}

/**
 * Reserves the box before the image arrives, so nothing moves when it does. A cropped image
 * fills the frame the template draws (content-fill / content-fit) around its focal point; an
 * image in the flow gets width and height attributes from its dimensions (the browser derives
 * its aspect ratio from them) and a class that scales it to its column.
 */
function reserveBox(
  img: HTMLImageElement,
  settings: ImageSettings,
  display: ImageDisplay,
  server: ServerDom,
) {
  const styles = new StyleJournal();
  const { crop, dimensions } = settings;
  if (crop === 'cover' || crop === 'contain') {
    server.toggleClass(img, crop === 'cover' ? COVER_CLASS : CONTAIN_CLASS, true);
    // Stretch off scales a contained image down to fit, never up (the platform caps its scale
    // at 1 for contain only).
    if (crop === 'contain' && !display.stretch) server.toggleClass(img, NO_STRETCH_CLASS, true);
    styles.set(
      img,
      'object-position',
      crop === 'cover'
        ? objectPositionFor(settings.focalPoint)
        : alignmentPosition(settings.fitAlignment),
    );
    // A frame the template sizes decides the height (height: 100%) and this is ignored; a frame
    // that has no height of its own gets the image's shape now rather than when it arrives.
    if (dimensions) {
      styles.set(img, 'aspect-ratio', `${dimensions.width} / ${dimensions.height}`);
    } else {
      server.toggleClass(img, UNSIZED_CLASS, true);
    }
  } else if (dimensions && !img.hasAttribute('width') && !img.hasAttribute('height')) {
    server.setAttribute(img, 'width', String(Math.round(dimensions.width)));
    server.setAttribute(img, 'height', String(Math.round(dimensions.height)));
    server.toggleClass(img, SIZED_CLASS, true);
  }
  return styles;
}

/** A URL as a CSS `url()` value: the characters that would end or break its string encoded. */
function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (c) => encodeURIComponent(c))}")`;
}

/**
 * A picture shown as its frame's background hides the img, and with it the alt text: the frame
 * (or the link or button around it) takes the name instead.
 */
function nameBackgroundFrame(img: HTMLImageElement, frame: HTMLElement, server: ServerDom) {
  const alt = img.getAttribute('alt')?.trim();
  if (!alt || frame.hasAttribute('aria-label')) return;
  if (!frame.matches('a[href], button') && !frame.hasAttribute('role')) {
    server.setAttribute(frame, 'role', 'img');
  }
  server.setAttribute(frame, 'aria-label', alt);
}

interface CropPlacement {
  /** Called once the picture has arrived, with the URL the browser took. */
  loaded(url: string): void;
  stop(): void;
}

/**
 * Advanced positioning and background images (widgets.md section 3), for cover crops only, as in
 * the platform's loader (advanced positioning wins when both are asked). The focal point is kept
 * in the middle of the frame, measured, and measured again when the frame is resized; with the
 * fixed-ratio flag the frame's shape never changes, so the percentage the focal point gives is
 * placed once. Every style goes through the CSSOM journal (strict CSP), undone on unmount.
 */
function placeCrop(
  img: HTMLImageElement,
  settings: ImageSettings,
  display: ImageDisplay,
  styles: StyleJournal,
  { server, log }: ImageLoaderContext,
): CropPlacement | null {
  if (settings.crop !== 'cover' || !(display.useAdvancedPositioning || display.useBgImage)) {
    return null;
  }
  const frame = img.parentElement;
  if (!frame) {
    log.warn('Image element has no parentNode');
    return null;
  }
  const background = !display.useAdvancedPositioning;
  const property = background ? 'background-position' : 'object-position';
  server.setAttribute(
    img,
    POSITION_MODE_ATTRIBUTE,
    background ? 'backgroundImage' : 'objectPosition',
  );
  const place = () => {
    const { dimensions, focalPoint } = settings;
    const box = frame.getBoundingClientRect();
    const centred =
      dimensions && !display.fixedRatio
        ? centredFocalPosition({ width: box.width, height: box.height }, dimensions, focalPoint)
        : null;
    styles.set(background ? frame : img, property, centred ?? objectPositionFor(focalPoint));
  };
  place();
  let observer: ResizeObserver | null = null;
  if (!display.fixedRatio && settings.dimensions && typeof ResizeObserver === 'function') {
    observer = new ResizeObserver(place);
    observer.observe(frame);
  }
  if (background) {
    server.toggleClass(img, BACKGROUND_CLASS, true);
    styles.set(frame, 'background-size', 'cover');
    styles.set(frame, 'background-repeat', 'no-repeat');
    nameBackgroundFrame(img, frame, server);
  }
  return {
    loaded: (url) => {
      if (background && url) styles.set(frame, 'background-image', cssUrl(url));
    },
    stop: () => observer?.disconnect(),
  };
}

/**
 * Loads one image by the spec's states: waiting (observed), loading (marker class set), loaded
 * (marker removed on the load event, `loaded` added) or failed (the failed URL stays in `src`,
 * the marker is removed). Returns the cleanup; the ServerDom restores the attributes after it.
 */
export function attachImage(
  img: HTMLImageElement | null | undefined,
  settings: ImageSettings,
  context: ImageLoaderContext,
): Cleanup {
  const { server, signal, log } = context;
  if (!img) {
    log.error('No image');
    return () => {};
  }
  const stops: Cleanup[] = [];
  let styles: StyleJournal | null = null;
  let placement: CropPlacement | null = null;
  const display = settings.display ?? readImageDisplay(img).value;

  const setState = (state: ImageState) => server.setAttribute(img, IMAGE_STATE_ATTRIBUTE, state);

  const settle = (loaded: boolean) => {
    inFlight.delete(img);
    server.toggleClass(img, LOADING_CLASS, false);
    server.toggleClass(img, LOADED_CLASS, loaded);
    setState(loaded ? 'loaded' : 'failed');
    if (loaded) placement?.loaded(img.currentSrc || img.getAttribute('src') || '');
    if (!loaded) log.warn(`Image failed to load: ${img.currentSrc || img.getAttribute('src')}`);
  };

  const followLoad = () => {
    inFlight.add(img);
    server.toggleClass(img, LOADING_CLASS, true);
    setState('loading');
    img.addEventListener('load', () => settle(true), { signal });
    img.addEventListener('error', () => settle(false), { signal });
  };

  /** `box`: the image's box when it was read already (by the observer, or for the claim). */
  const load = (box?: DOMRectReadOnly) => {
    if (signal.aborted) return;
    if (inFlight.has(img) && !settings.allowConcurrentLoads) {
      log.debug('Image skipped: it is already loading');
      return;
    }
    if (settings.serverSized) {
      // 7.1 markup: the server wrote srcset and sizes, and the browser is fetching already.
      // Complete with a source (its src, or the candidate the browser took from srcset); an img
      // with neither is complete too, with nothing loaded.
      if (img.complete && (img.currentSrc || img.getAttribute('src'))) {
        settle(img.naturalWidth > 0);
      } else followLoad();
      return;
    }
    const queryForm = imageSources(settings, measureBox(img, box), window.devicePixelRatio || 1);
    const sources =
      display.sizeFormat === 'filename' ? inFilenameForm(queryForm, settings) : queryForm;
    // The core may have started this picture already, with these very values (src/boxes/
    // prime-pictures.ts): writing them again would be no new request, but its load may be over.
    // Its box then was laid out from the same numbers; a pixel's rounding is the same choice.
    const primed =
      img.hasAttribute(PRIMED_ATTRIBUTE) &&
      img.getAttribute('srcset') === sources.srcset &&
      Math.abs(parseFloat(img.getAttribute('sizes') ?? '') - parseFloat(sources.sizes)) <= 1;
    if (!primed) {
      // sizes and srcset before src, so the browser fetches once, the candidate it picks.
      server.setAttribute(img, 'sizes', sources.sizes);
      server.setAttribute(img, 'srcset', sources.srcset);
      server.setAttribute(img, 'src', sources.src);
    }
    server.setAttribute(img, 'data-image-resolution', sources.resolution);
    if (primed && img.complete && img.currentSrc) settle(img.naturalWidth > 0);
    else followLoad();
  };

  const start = () => {
    if (signal.aborted) return;
    if (!settings.serverSized) {
      styles = reserveBox(img, settings, display, server);
      placement = placeCrop(img, settings, display, styles, context);
    }
    if (settings.load === false && !display.forceImageUpdate) {
      log.debug('Image not loaded: its load mode is false');
      return;
    }
    if (settings.load !== 'viewport') {
      load();
      return;
    }
    setState('waiting');
    stops.push(
      whenNearViewport(img, (entry) => {
        if (signal.aborted) return;
        const box = entry?.boundingClientRect;
        // The first large image in view is likely the LCP: it is fetched with high priority.
        if (box && claimHighPriority(img, box)) {
          server.setAttribute(img, 'loading', 'eager');
          server.setAttribute(img, 'fetchpriority', 'high');
        }
        load(box);
      }),
    );
  };

  if (img.isConnected) start();
  else {
    whenInDocument(img, signal).then(start, (error: unknown) => {
      if (!signal.aborted) log.error(error instanceof Error ? error.message : String(error));
    });
  }

  return () => {
    stops.forEach((stop) => stop());
    placement?.stop();
    inFlight.delete(img);
    releaseHighPriority(img);
    styles?.restore();
  };
}
