// Brings a 7.1 slideshow section to life on the shared carousel: the server's section moves into
// the block's root as it is (its classes stay for the template's CSS), each frame's box is
// reserved from its image's dimensions (or the aspect-ratio prop) before any image arrives, the
// items go into the carousel's slides, and the server's dead controls and bullets are hidden.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  Carousel,
  slidesAround,
  useServerCarousel,
  type CarouselControls,
} from '../../src/carousel';
import {
  attachImage,
  imageLog,
  objectPositionFor,
  StyleJournal,
  whenNearViewport,
} from '../../src/images';
import { lightboxImageItem } from '../../src/lightbox/image-item';
import { createLightboxLauncher } from '../../src/lightbox/launcher';
import { markLightboxOpener } from '../../src/lightbox/opener';
import type { LightboxImageItem } from '../../src/lightbox/types';
import { listenAsButton } from '../../src/lib/button-keys';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { slideshowLog } from './log';
import type { SlideshowData, SlideshowItem } from './types';

export const SECTION_CLASS = 'sr-slideshow';
export const ITEM_CLASS = 'sr-slideshow__item';
export const FRAME_CLASS = 'sr-slideshow__frame';
export const IMAGE_CLASS = 'sr-slideshow__image';
export const OPENER_CLASS = 'sr-slideshow__opener';
/** Hides the server's controls and bullets (a class, so a template's display rule cannot win). */
export const SERVER_CONTROL_CLASS = 'sr-slideshow__server-control';
/**
 * Slides one at a time stay a pixel apart: a slide that only touches the view's edge counts as in
 * view for embla (an intersection of no area), so it would stay focusable while out of sight.
 */
export const SLIDE_GAP = '1px';
/** The stage's shape when neither the props nor the first image say (a video's 16:9). */
export const DEFAULT_STAGE_RATIO = 16 / 9;

/**
 * The one shape of every frame of a full or simple slideshow (one slide at a time, so the stage
 * keeps its height from slide to slide): the aspect-ratio prop, else the first image's own.
 */
export function stageRatio(data: SlideshowData): number {
  return (
    data.props.aspectRatio ??
    data.items.find((item) => item.ratio !== null)?.ratio ??
    DEFAULT_STAGE_RATIO
  );
}

/** A reel frame's width over height: the aspect-ratio prop, else the image's own (else square). */
export function reelRatio(data: SlideshowData, item: SlideshowItem): number {
  return data.props.aspectRatio ?? item.ratio ?? 1;
}

/**
 * The reel's gap: the platform's gutter unit is a twentieth of 1 % of the viewport's width; never
 * less than the pixel that keeps slides from touching (see SLIDE_GAP).
 */
export function reelGap(gutter: number): string {
  const vw = Math.round((gutter / 20) * 1000) / 1000;
  return vw > 0 ? `max(${SLIDE_GAP}, ${vw}vw)` : SLIDE_GAP;
}

/** What the lightbox shows, and which slide each of its items is. */
export interface LightboxEntries {
  items: LightboxImageItem[];
  /** The slide index of each lightbox item. */
  slides: number[];
}

/** Images without a click-through link open the lightbox (a link keeps its own behaviour). */
export function lightboxEntries(data: SlideshowData): LightboxEntries {
  const items: LightboxImageItem[] = [];
  const slides: number[] = [];
  data.items.forEach((item, index) => {
    const shown = !item.link && item.image ? lightboxImageItem(item.image, item.caption) : null;
    if (!shown) return;
    items.push(shown);
    slides.push(index);
  });
  return { items, slides };
}

export function Slideshow({ element, data, server, signal, loadPack }: BlockProps<SlideshowData>) {
  const host = useRef<HTMLDivElement>(null);
  const { adopt, handOver, portal } = useServerCarousel(server);
  // The carousel's slides: the server's own nodes.
  const nodes = useMemo(() => data.items.map((item) => item.slide), [data.items]);
  const controls = useRef<CarouselControls | null>(null);
  const wantSlides = useRef<(update: { inView?: number[]; selected?: number[] }) => void>(
    () => undefined,
  );
  const lightbox = useMemo(
    () => (data.props.lightbox ? lightboxEntries(data) : { items: [], slides: [] }),
    [data],
  );

  // Before the first paint: the server's section into the root, frames sized, controls hidden.
  useLayoutEffect(() => {
    server.adoptElements(host.current as HTMLDivElement);
    const styles = new StyleJournal();
    const { kind, list, items, props } = data;
    server.toggleClass(element, SECTION_CLASS, true);
    server.toggleClass(element, `${SECTION_CLASS}--${kind}`, true);
    for (const control of data.controls) {
      server.toggleClass(control, SERVER_CONTROL_CLASS, true);
      server.setAttribute(control, 'hidden', '');
    }
    // The carousel is the list's layout now, whatever the template's CSS made of the list.
    styles.set(list, 'display', 'block');
    const stage = stageRatio(data);
    items.forEach((item, index) => {
      const { frame, image } = item;
      server.toggleClass(item.item, ITEM_CLASS, true);
      server.toggleClass(frame, FRAME_CLASS, true);
      if (kind === 'reel') {
        // One height for the strip (CSS), each frame as wide as its image's shape asks.
        styles.set(
          frame,
          'width',
          `calc(var(--sr-slideshow-reel-height) * ${reelRatio(data, item)})`,
        );
      } else {
        styles.set(frame, 'aspect-ratio', String(stage));
      }
      if (image) {
        server.toggleClass(image.image, IMAGE_CLASS, true);
        // Filled frames crop around the focal point; the simple slideshow centres the whole image.
        if (kind !== 'simple') {
          styles.set(image.image, 'object-position', objectPositionFor(image.settings.focalPoint));
        }
      }
      const entry = lightbox.slides.indexOf(index);
      if (entry >= 0) {
        markLightboxOpener(
          server,
          frame,
          item.alt || `Image ${entry + 1} of ${lightbox.items.length}`,
          OPENER_CLASS,
        );
      }
    });
    if (kind === 'reel') styles.set(element, '--sr-slideshow-reel-gap', reelGap(props.gutter));
    handOver(list, nodes);
    return () => styles.restore();
  }, [data, element, server, lightbox, handOver, nodes]);

  // Images: once the section is within 200 px of the viewport, those of the slides in view and
  // one on each side, so the next slide is there when it comes in.
  useEffect(() => {
    const cleanups: Cleanup[] = [];
    const asked = new Set<number>();
    const context = { server, signal, log: imageLog };
    const want = (index: number) => {
      const image = data.items[index]?.image;
      if (!image || asked.has(index)) return;
      asked.add(index);
      // 7.1 images carry the server's srcset with loading="lazy": the browser would wait until
      // the slide is in view, clipped as it is by the carousel until then.
      const img = image.image;
      if (image.settings.serverSized) {
        server.setAttribute(img, 'loading', 'eager');
      }
      cleanups.push(attachImage(img, image.settings, context));
    };
    let near = false;
    // The slides in view and the current ones (embla may not have measured the view yet).
    let shown = { inView: [] as number[], selected: [0] };
    const wantShown = () => {
      if (!near) return;
      const indices = Array.from(new Set([...shown.inView, ...shown.selected]));
      slidesAround(indices, data.items.length, data.props.loop).forEach(want);
    };
    wantSlides.current = (update) => {
      shown = { ...shown, ...update };
      wantShown();
    };
    const stopWatching = whenNearViewport(data.list, () => {
      near = true;
      wantShown();
    });
    return () => {
      stopWatching();
      wantSlides.current = () => undefined;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, [data, server, signal]);

  // Clicks and Enter/Space on an opener: the lightbox pack is fetched on the first opening.
  useEffect(() => {
    if (lightbox.items.length === 0) return;
    const root = host.current as HTMLDivElement;
    const listening = new AbortController();
    const launch = createLightboxLauncher({ loadPack, signal, log: slideshowLog });
    const frameOf = (entry: number) => data.items[lightbox.slides[entry] ?? -1]?.frame ?? null;
    const entryAt = (target: EventTarget | null): number =>
      target instanceof Node
        ? lightbox.slides.findIndex((slide) => data.items[slide]?.frame.contains(target))
        : -1;
    const open = (entry: number) => {
      const frame = frameOf(entry);
      void launch({
        items: lightbox.items,
        index: entry,
        label: data.label,
        opener: frame,
        // The carousel follows the lightbox…
        onIndexChange: (shown) => {
          const slide = lightbox.slides[shown];
          if (slide !== undefined) controls.current?.followSlide(slide);
        },
        // …and waits while the carousel heads for another picture than the one shown.
        linkedMotion: () => {
          const heading = controls.current?.motionTarget() ?? null;
          return heading === null ? null : lightbox.slides.indexOf(heading);
        },
        // …and focus comes back to the image shown last: the opener may be out of view now.
        onClose: (shown) => {
          const last = frameOf(shown);
          if (last && last !== frame && last.isConnected) last.focus({ preventScroll: true });
        },
      });
    };
    root.addEventListener(
      'click',
      (event) => {
        const entry = entryAt(event.target);
        if (entry < 0) return;
        event.preventDefault();
        open(entry);
      },
      { signal: listening.signal },
    );
    // Keys on the frame itself only: a link inside a slide keeps its own.
    listenAsButton(
      root,
      (event) => {
        const entry = entryAt(event.target);
        return entry >= 0 && event.target === frameOf(entry) ? entry : null;
      },
      open,
      listening.signal,
    );
    return () => listening.abort();
  }, [data, lightbox, loadPack, signal]);

  const onReady = useCallback((ready: CarouselControls) => {
    controls.current = ready;
  }, []);
  const onSlidesInView = useCallback((inView: number[]) => wantSlides.current({ inView }), []);
  const onSelect = useCallback((selected: number[]) => wantSlides.current({ selected }), []);
  const reel = data.kind === 'reel';

  return (
    <div ref={host} className="sr-slideshow-root">
      {portal(
        <Carousel
          label={data.label}
          nodes={nodes}
          adopt={adopt}
          autoWidth={reel}
          loop={data.props.loop}
          autoplayMs={data.props.autoplayMs}
          align="start"
          gap={reel ? `var(--sr-slideshow-reel-gap, ${SLIDE_GAP})` : SLIDE_GAP}
          className="sr-slideshow__carousel"
          onReady={onReady}
          onSlidesInView={onSlidesInView}
          onSelect={onSelect}
        />,
      )}
    </div>
  );
}
