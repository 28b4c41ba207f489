// Draws a 7.0 gallery in its layout: the server's container is moved into the block's root as it
// is (its classes stay for the template's CSS); grids, columns, lists and the stack are laid out
// with CSS around frames whose size is reserved from data-image-dimensions, so nothing moves when
// an image arrives; slideshow, carousel and strip put the server's slides into the shared carousel.
import {
  createResizeEmitter,
  RESIZE_END,
  WINDOW_RESIZE_WAIT_MS,
} from '../../src/lib/resize-emitter';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  Carousel,
  slidesAround,
  thumbnailLabel,
  useServerCarousel,
  type CarouselControls,
  type CarouselThumbnail,
} from '../../src/carousel';
import { attachImage, imageLog, sizedUrl, StyleJournal, whenNearViewport } from '../../src/images';
import { createLightboxLauncher } from '../../src/lightbox/launcher';
import { listenAsButton } from '../../src/lib/button-keys';
import { windowNavigation } from '../../src/lib/navigation';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { LoadQueue, queueConcurrency, type QueueJob } from './image-queue';
import { historyHashOf, lightboxItemsOf } from './lightbox-items';
import {
  GALLERY_WARNINGS,
  slideIndexFromHash,
  type GalleryData,
  type GallerySlide,
} from './read-gallery';
import { galleryLog } from './log';
import { autoColumnCount } from './auto-columns';
import { LIGHTBOX_PACK } from '../../src/runtime/shared-packs';
import { attachVideoSlide, type VideoSlide } from './video-slide';
import { clickDirection } from '../../src/carousel';
import { readPageContext } from '../../src/context/read-context';
import { writeSlideAddress } from './slide-address';

/** Layouts drawn by the shared carousel. */
export function isCarouselLayout(layout: GalleryData['layout']): boolean {
  return layout === 'base' || layout === 'carousel' || layout === 'strip';
}

/** The element drawn at the image's size: the image's own wrapper. */
export function frameOf(slide: GallerySlide): HTMLElement {
  const img = slide.image?.image;
  return img?.parentElement ?? slide.element;
}

/** widgets.md section 9: thumbnail video aspect 16:9. */
export const VIDEO_RATIO = 16 / 9;

/** The frame's width / height: the layout's, else the image's own (a video's 16:9 without one). */
export function frameRatio(data: GalleryData, slide: GallerySlide): number | null {
  if (data.frameRatio) return data.frameRatio;
  const size = slide.dimensions;
  if (size) return size.width / size.height;
  return isPlayableVideo(slide) ? VIDEO_RATIO : null;
}

/** A video slide that plays in place (an embed on a known host). */
export function isPlayableVideo(slide: GallerySlide): boolean {
  return slide.type === 'video' && slide.embedUrl !== null;
}

/** The CDN width asked for a thumbnail of the strip (64 px tall by default, 2x screens). */
export const THUMBNAIL_WIDTH = 300;

/** The slideshow's thumbnail strip: a small copy of each slide's image, named after it. */
export function thumbnailsOf(slides: readonly GallerySlide[]): CarouselThumbnail[] {
  return slides.map((slide, index) => {
    const source = slide.image?.settings.source ?? '';
    return {
      src: source ? sizedUrl(source, THUMBNAIL_WIDTH) : null,
      label: thumbnailLabel(index, slides.length, slide.alt),
    };
  });
}

/** Layouts whose column count follows their width (and columnWidthBehavior). */
export function isLaidOutByWidth(layout: GalleryData['layout']): boolean {
  return layout === 'autocolumns' || layout === 'autogrid';
}

/**
 * The block's pack loader, saying the spec's warning when the lightbox cannot be had (the launcher
 * then logs why and leaves the images where they are).
 */
function lightboxWarningLoader(
  loadPack: BlockProps['loadPack'],
  signal: AbortSignal,
): BlockProps['loadPack'] {
  return <Exports,>(name: string) =>
    loadPack<Exports>(name).catch((error: unknown) => {
      if (name === LIGHTBOX_PACK && !signal.aborted) galleryLog.warn(GALLERY_WARNINGS.lightboxify);
      throw error;
    });
}

/** The collection's full URL, from the page context (empty when the page has none). */
function collectionUrl(): string {
  return readPageContext(document).context.collection?.fullUrl ?? '';
}

export function Gallery({ data, element, server, signal, loadPack, id }: BlockProps<GalleryData>) {
  const host = useRef<HTMLDivElement>(null);
  const videos = useRef(new Map<number, VideoSlide>());
  // Slides whose video left its thumbnail: autoplay waits while there is one.
  const [activeVideos, setActiveVideos] = useState<ReadonlySet<number>>(() => new Set());
  const { adopt, handOver, portal } = useServerCarousel(server);
  // The carousel's slides: the server's own nodes.
  const nodes = useMemo(() => data.slides.map((slide) => slide.element), [data.slides]);
  const controls = useRef<CarouselControls | null>(null);
  const wantSlides = useRef<(indices: number[]) => void>(() => undefined);
  const carouselLike = isCarouselLayout(data.layout);
  const startIndex = useMemo(
    () => Math.max(0, slideIndexFromHash(data.slides, window.location.hash)),
    [data.slides],
  );

  // Before the first paint: the server's gallery into the root, frames sized, layout classes on.
  useLayoutEffect(() => {
    server.adoptElements(host.current as HTMLDivElement);
    const styles = new StyleJournal();
    const { container, list } = data;
    server.toggleClass(container, 'sr-gallery', true);
    server.toggleClass(container, `sr-gallery--${data.layout}`, true);
    server.toggleClass(list, 'sr-gallery__items', true);
    // The platform's stylesheet sizes these (`.sqs-block.vsize-<n>`, the slideshow's `.meta`).
    if (data.vSize !== null) server.toggleClass(element, `vsize-${data.vSize}`, true);
    if (data.metaPosition) {
      server.toggleClass(container, `sqs-gallery-block-meta-position-${data.metaPosition}`, true);
    }
    styles.set(container, '--sr-gallery-gap', `${data.gap}px`);
    styles.set(container, '--sr-gallery-per-row', String(data.perRow));
    styles.set(container, '--sr-gallery-column', `${data.columnWidth}px`);
    styles.set(container, '--sr-gallery-list-image', `${data.listImageSize}%`);
    styles.set(container, '--sr-gallery-slider-aspect', String(data.sliderAspect));
    if (data.thumbnailStrip) {
      styles.set(container, '--sr-carousel-thumbnail-height', `${data.thumbnailStrip.height}px`);
      styles.set(container, '--sr-carousel-thumbnail-margin', `${data.thumbnailStrip.margin}px`);
    }
    data.slides.forEach((slide, index) => {
      server.toggleClass(slide.element, 'sr-gallery__slide', true);
      const frame = frameOf(slide);
      server.toggleClass(frame, 'sr-gallery__frame', true);
      const ratio = frameRatio(data, slide);
      if (ratio) styles.set(frame, 'aspect-ratio', String(ratio));
      // A lightbox opener, or a strip slide (a click makes it current): a button either way,
      // so Enter and Space act as a click.
      // A click-through slide without a lightbox is a link (unless the server drew one).
      const linkOnly = !data.lightbox && data.layout !== 'strip' && slide.clickThroughUrl !== null;
      const drawnLink = frame.closest('a[href]') !== null || frame.querySelector('a[href]');
      if (isPlayableVideo(slide)) return;
      if (slide.image && (data.lightbox || data.layout === 'strip' || (linkOnly && !drawnLink))) {
        server.setAttribute(frame, 'tabindex', '0');
        server.setAttribute(frame, 'role', linkOnly ? 'link' : 'button');
        if (data.lightbox) server.setAttribute(frame, 'aria-haspopup', 'dialog');
        server.setAttribute(
          frame,
          'aria-label',
          slide.alt || `Image ${index + 1} of ${data.slides.length}`,
        );
      }
    });
    if (carouselLike) {
      handOver(list, nodes);
    }
    return () => styles.restore();
  }, [data, element, server, carouselLike, handOver, nodes]);

  // Columns no wider than columnWidth (behaviour max): their count rounded up from the width, and
  // worked out again once the window has been resized. (Behaviour min is CSS's own, gallery.css.)
  useLayoutEffect(() => {
    if (!isLaidOutByWidth(data.layout) || data.columnWidthBehavior !== 'max') return;
    const styles = new StyleJournal();
    const resizing = new AbortController();
    const { container, list } = data;
    server.toggleClass(container, 'sr-gallery--columns-max', true);
    const layOut = () => {
      const count = autoColumnCount(list.clientWidth, data.columnWidth, data.gap, 'max');
      styles.set(container, '--sr-gallery-columns', String(count));
    };
    layOut();
    createResizeEmitter({ axis: 'x', quietMs: WINDOW_RESIZE_WAIT_MS, signal: resizing.signal })?.on(
      RESIZE_END,
      layOut,
    );
    return () => {
      resizing.abort();
      styles.restore();
      server.toggleClass(container, 'sr-gallery--columns-max', false);
    };
  }, [data, server]);

  // Video slides: a play button over the thumbnail, the player in place. In a strip only the
  // current slide's video can be played; a click on another makes it current first.
  useEffect(() => {
    const attached = videos.current;
    data.slides.forEach((slide, index) => {
      if (!isPlayableVideo(slide)) return;
      const onActiveChange = (active: boolean) =>
        setActiveVideos((current) => {
          const next = new Set(current);
          if (active) next.add(index);
          else next.delete(index);
          return next;
        });
      const video = attachVideoSlide(slide, {
        frame: frameOf(slide),
        server,
        signal,
        id: `${id}-video-${index}`,
        onActiveChange,
        loader: { inactive: data.layout === 'strip' && index !== startIndex },
      });
      attached.set(index, video);
    });
    return () => {
      attached.forEach((video) => video.cleanup());
      attached.clear();
      setActiveVideos(new Set());
    };
  }, [data, server, signal, id, startIndex]);

  // Images: lazily, through the queue (16 at once on desktop, 1 on mobile).
  useEffect(() => {
    const queue = new LoadQueue(queueConcurrency());
    const cleanups: Cleanup[] = [];
    const asked = new Set<number>();
    const context = { server, signal, log: imageLog };
    const want = (index: number) => {
      const slide = data.slides[index];
      if (!slide?.image || asked.has(index)) return;
      asked.add(index);
      const { image, settings } = slide.image;
      const job: QueueJob = (done) => {
        image.addEventListener('load', done, { once: true });
        image.addEventListener('error', done, { once: true });
        signal.addEventListener('abort', done, { once: true });
        cleanups.push(attachImage(image, settings, context));
        if (!image.getAttribute('src') || (image.complete && image.naturalWidth > 0)) done();
      };
      queue.add(job);
    };
    let near = !carouselLike;
    let inView: number[] = [startIndex];
    wantSlides.current = (indices) => {
      inView = indices;
      if (near) slidesAround(inView, data.slides.length, data.loop).forEach(want);
    };
    const stopWatching: Array<() => void> = [];
    if (typeof IntersectionObserver !== 'function') {
      data.slides.forEach((_, index) => want(index));
    } else if (carouselLike) {
      stopWatching.push(
        whenNearViewport(data.container, () => {
          near = true;
          wantSlides.current(inView);
        }),
      );
    } else {
      data.slides.forEach((slide, index) =>
        stopWatching.push(whenNearViewport(frameOf(slide), () => want(index))),
      );
    }
    return () => {
      stopWatching.forEach((stop) => stop());
      queue.stop();
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [data, server, signal, carouselLike, startIndex]);

  // Clicks and Enter/Space on an image: a strip slide that is not current becomes current;
  // otherwise the lightbox, when the data asks for it.
  useEffect(() => {
    const root = host.current as HTMLDivElement;
    const slideAt = (target: EventTarget | null) =>
      target instanceof Node
        ? data.slides.findIndex((slide) => slide.element.contains(target))
        : -1;
    const launch = createLightboxLauncher({
      loadPack: lightboxWarningLoader(loadPack, signal),
      signal,
      log: imageLog,
    });
    const open = (index: number, opener: HTMLElement) =>
      void launch({
        items: lightboxItemsOf(data.slides),
        index,
        label: data.label,
        opener,
        theme: data.lightboxTheme,
        historyHash: historyHashOf(data.slides),
        onIndexChange: (shown) => controls.current?.followSlide(shown),
        linkedMotion: () => controls.current?.motionTarget() ?? null,
      });
    /** What a click (or Enter/Space) on slide `index` does; false: nothing, the browser's own. */
    const activate = (index: number, onLink: boolean, at?: MouseEvent): boolean => {
      const slide = data.slides[index];
      if (!slide) return false;
      const strip = data.layout === 'strip' ? controls.current : null;
      if (strip && !strip.selectedSlides().includes(index)) {
        strip.goToSlide(index);
        return true;
      }
      // A video slide plays through its own button: never the lightbox, never a slide change.
      if (isPlayableVideo(slide)) return false;
      if (data.lightbox && slide.image) {
        open(index, frameOf(slide));
        return true;
      }
      if (strip && data.activeSlideClick !== 'stay') {
        if (data.activeSlideClick === 'next') strip.next();
        else strip.previous();
        return true;
      }
      // A click-through URL, unless the click was on a link the server drew (widgets.md 4).
      if (slide.clickThroughUrl && !onLink) {
        windowNavigation.assign(slide.clickThroughUrl);
        return true;
      }
      // The stacked slideshow (widgets.md 4): next, previous, or the half the click landed on;
      // clicks on links are the link's.
      const behavior = data.stacked?.clickBehavior;
      if (behavior && at && !onLink && controls.current) {
        const box = slide.element.getBoundingClientRect();
        const direction = clickDirection(behavior, at.clientX - box.left, box.width);
        if (direction === 'next') controls.current.next();
        else controls.current.previous();
        return true;
      }
      return false;
    };
    const onLink = (target: EventTarget | null) =>
      target instanceof Element && target.closest('a[href]') !== null;
    const onClick = (event: MouseEvent) => {
      if (activate(slideAt(event.target), onLink(event.target), event)) event.preventDefault();
    };
    const listening = new AbortController();
    root.addEventListener('click', onClick, { signal: listening.signal });
    // The keys of the frame's role: a button's (Enter, and Space on key up), a link's (Enter).
    listenAsButton(
      root,
      (event) => {
        const index = slideAt(event.target);
        const slide = data.slides[index];
        // Only on the frame itself: a link or button inside a slide keeps its own keys.
        if (!slide || event.target !== frameOf(slide)) return null;
        if (event.key === ' ' && frameOf(slide).getAttribute('role') === 'link') return null;
        return index;
      },
      (index) => activate(index, false),
      listening.signal,
    );
    return () => listening.abort();
  }, [data, loadPack, signal]);

  // A link to a slide (`#itemId=<slide URL or id>`) followed on this page shows that slide.
  useEffect(() => {
    const listening = new AbortController();
    const onHashChange = () => {
      const index = slideIndexFromHash(data.slides, window.location.hash);
      const slide = data.slides[index];
      if (!slide) return;
      if (controls.current) controls.current.followSlide(index);
      else frameOf(slide).scrollIntoView({ block: 'nearest' });
    };
    window.addEventListener('hashchange', onHashChange, { signal: listening.signal });
    return () => listening.abort();
  }, [data]);

  const thumbnails = useMemo(
    () => (data.thumbnailStrip ? thumbnailsOf(data.slides) : undefined),
    [data.thumbnailStrip, data.slides],
  );
  const onReady = useCallback((ready: CarouselControls) => {
    controls.current = ready;
  }, []);
  const onSlidesInView = useCallback((indices: number[]) => wantSlides.current(indices), []);
  // A slide change puts the video of a slide that left back to its thumbnail, marks the current
  // slide as the platform's stylesheet expects (`.sqs-active-slide .meta` shows its caption) and,
  // with the history option, writes the address bar.
  const address = useRef<{ url: string; first: boolean } | null>(null);
  const onSelect = useCallback(
    (selected: number[]) => {
      videos.current.forEach((video, index) => {
        if (!selected.includes(index)) video.reset();
        if (data.layout === 'strip') video.setInactive(!selected.includes(index));
      });
      data.slides.forEach((slide, index) =>
        server.toggleClass(slide.element, 'sqs-active-slide', selected.includes(index)),
      );
      const current = data.slides[selected[0] ?? -1];
      if (!data.history || !current) return;
      address.current ??= { url: collectionUrl(), first: true };
      // The slide shown on load is the page's own address: only a change replaces it.
      if (address.current.first) address.current.first = false;
      else writeSlideAddress(current, address.current.url);
    },
    [data, server],
  );

  return (
    <div ref={host} className="sr-gallery-root">
      {portal(
        <Carousel
          label={data.label}
          nodes={nodes}
          adopt={adopt}
          perRow={data.layout === 'carousel' ? data.perRow : 1}
          responsive={data.layout === 'carousel'}
          autoWidth={data.layout === 'strip'}
          loop={data.loop}
          autoplayMs={data.autoplayMs}
          mediaPlaying={activeVideos.size > 0}
          startIndex={startIndex}
          align={data.layout === 'strip' ? data.activeAlignment : 'start'}
          gap={data.layout === 'carousel' ? '1%' : `${data.layout === 'strip' ? data.gap : 0}px`}
          className="sr-gallery__carousel"
          onReady={onReady}
          onSelect={onSelect}
          onSlidesInView={onSlidesInView}
          thumbnails={thumbnails}
          transition={data.stacked && data.stacked.transition !== 'scroll' ? 'fade' : 'slide'}
          speedMs={data.stripSpeedMs ?? data.stacked?.speedMs}
          boundary={data.swipe.boundary}
          snapPoints={data.swipe.snapPoints}
          autoHeight={data.stacked?.autoHeight}
          kenBurns={data.stacked?.transition === 'kenburns'}
          randomize={data.randomize}
        />,
      )}
    </div>
  );
}
