// The shared carousel of galleries and summaries, on embla (WAI-ARIA APG carousel pattern): a named
// region, a rotation button first, previous and next buttons, slides labelled "n of m". The slides
// hold server nodes the block hands over; they are moved in (never re-parsed) before the first paint.
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, FocusEvent, KeyboardEvent, PointerEvent } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useMediaQuery } from '../lib/use-media-query';
import { usePrefersReducedMotion } from '../ui/use-prefers-reduced-motion';
import {
  AUTOPLAY_RESUME_MS,
  autoplayAllowed,
  autoplayEnvironment,
  isRotating,
  rotationDelayMs,
} from './autoplay';
import { EMBLA_DEFAULT_DURATION, emblaDuration } from './glide';
import { arrowDirection, createThrottle, isTypingTarget, type Direction } from './keyboard';
import { PER_WIDTH_QUERIES, slideLabel, slidesPerWidth } from './per-width';
import { carouselStrings, REACHED_BEGINNING_EVENT, REACHED_END_EVENT } from './strings';
import { CarouselMotion } from './motion';
import { randomOtherIndex, STACKED_DEFAULTS } from './stacked';
import {
  SWIPE_RULES,
  swipeEasingSeconds,
  swipeOutcome,
  swipeTarget,
  type SwipeOutcome,
} from './swipe';
import { applySwipeBoundary, snapOptions, SWIPE_DEFAULTS, type SnapPoints } from './swipe-options';
import type { SwipeBoundary } from '../enums/gallery';
import * as dom from '../lib/dom';

/** What a block can do with its carousel from outside (a strip slide clicked, say). */
export interface CarouselControls {
  /** The visitor asks for slide `index`: its group is shown, unless a change is in motion. */
  goToSlide: (index: number) => void;
  /** Shows the group of slide `index` whatever is in motion: a linked gallery's change followed. */
  followSlide: (index: number) => void;
  /** The slide a change in motion is heading to; null at rest (./motion.ts). */
  motionTarget: () => number | null;
  /** The slide indices of the group shown now. */
  selectedSlides: () => number[];
  next: () => void;
  previous: () => void;
}

export interface CarouselProps {
  /** The region's accessible name (without the word "carousel"). */
  label: string;
  /** One server node per slide, moved into the slide by `adopt`. */
  nodes: readonly Node[];
  /** Moves a server node into a slide through the block's journal (ServerDom.adopt). */
  adopt: (node: Node, parent: HTMLElement) => void;
  /** Slides side by side (the data's slides per row); default 1. */
  perRow?: number;
  /** Lower `perRow` on narrow screens (widgets.md section 9, the carousel design). */
  responsive?: boolean;
  /** Slides keep their own width (a strip); `perRow` is then ignored. */
  autoWidth?: boolean;
  loop?: boolean;
  /** Milliseconds between slides when the data asks for autoplay; null: none. */
  autoplayMs?: number | null;
  /**
   * After a pause (a pointer over the carousel, a video that played) ends, the next slide comes
   * this long after; default the spec's 1000 ms (./autoplay.ts).
   */
  resumeMs?: number;
  /** The slide shown first. */
  startIndex?: number;
  align?: 'start' | 'center' | 'end';
  /** Space between slides, a CSS length (default 0). */
  gap?: string;
  /** A video of the carousel is playing: autoplay waits. */
  mediaPlaying?: boolean;
  className?: string;
  onSelect?: (slides: number[]) => void;
  /** The slides at least partly in view, whenever that changes. */
  onSlidesInView?: (slides: number[]) => void;
  onReady?: (controls: CarouselControls) => void;
  /**
   * A strip of thumbnails under the slides, one per slide (the gallery's `thumbnails`): each a
   * button that shows its slide, the current one marked with aria-current.
   */
  thumbnails?: readonly CarouselThumbnail[];
  /**
   * `fade`: the stacked slideshow (./stacked.ts): slides lie on one another, the current one
   * shown, a fade of `speedMs` between them (after a swipe, the swipe's own easing time).
   */
  transition?: 'slide' | 'fade';
  /**
   * The change's length: the fade's (default the spec's 1 s), or the glide's from slide to slide
   * (default embla's own, about 0.7 s; ./glide.ts).
   */
  speedMs?: number;
  /** What a drag may do past the ends (./swipe-options.ts); default inertial. */
  boundary?: SwipeBoundary;
  /** Where slides come to rest after a drag: a share of the view, or 'none' (./swipe-options.ts). */
  snapPoints?: SnapPoints | null;
  /** Fade only: the stage takes the current slide's height. */
  autoHeight?: boolean;
  /** Fade only: the current slide's image zooms slowly to 1.075 (none under reduced motion). */
  kenBurns?: boolean;
  /** Autoplay goes to a random other slide instead of the next one. */
  randomize?: boolean;
}

/** One thumbnail of the strip: a small image (null: none yet) and the slide's name. */
export interface CarouselThumbnail {
  src: string | null;
  label: string;
}

function slidesOf(api: EmblaCarouselType, snap: number): number[] {
  return api.internalEngine().slideRegistry[snap] ?? [snap];
}

function snapOf(api: EmblaCarouselType, slide: number): number {
  const registry = api.internalEngine().slideRegistry;
  const found = registry.findIndex((group) => group.includes(slide));
  return found < 0 ? 0 : found;
}

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

export function Carousel({
  label,
  nodes,
  adopt,
  perRow = 1,
  responsive = false,
  autoWidth = false,
  loop = false,
  autoplayMs = null,
  resumeMs = AUTOPLAY_RESUME_MS,
  startIndex = 0,
  align = 'start',
  gap = '0px',
  mediaPlaying = false,
  className,
  onSelect,
  onSlidesInView,
  onReady,
  thumbnails,
  transition = 'slide',
  speedMs,
  autoHeight = false,
  kenBurns = false,
  randomize = false,
  boundary = SWIPE_DEFAULTS.boundary,
  snapPoints = SWIPE_DEFAULTS.snapPoints,
}: CarouselProps) {
  const fade = transition === 'fade';
  const fadeSpeedMs = speedMs ?? STACKED_DEFAULTS.speedMs;
  const glide = useMemo(
    () => (speedMs === undefined ? EMBLA_DEFAULT_DURATION : emblaDuration(speedMs)),
    [speedMs],
  );
  // A fade lies slides on one another: dragging them free, or to a share of the view, means
  // nothing there.
  const snapping = useMemo(() => (fade ? {} : snapOptions(snapPoints)), [fade, snapPoints]);
  const dragFree = snapping.dragFree === true;
  const count = nodes.length;
  const narrow = useMediaQuery(PER_WIDTH_QUERIES.narrow);
  const medium = useMediaQuery(PER_WIDTH_QUERIES.medium);
  const perView = autoWidth
    ? 1
    : responsive
      ? slidesPerWidth(perRow, narrow ? 0 : medium ? 480 : Infinity)
      : Math.max(1, Math.floor(perRow));
  const reducedMotion = usePrefersReducedMotion();
  const environment = useMemo(() => ({ ...autoplayEnvironment(), reducedMotion }), [reducedMotion]);
  const allowed = autoplayMs !== null && autoplayAllowed(true, environment);

  const firstSlide = Math.min(Math.max(0, Math.floor(startIndex)), Math.max(0, count - 1));
  const [emblaRef, api] = useEmblaCarousel({
    loop,
    align,
    ...snapping,
    // Embla starts at a group (a snap), the block asks for a slide: the group that holds it.
    startIndex: Math.floor(firstSlide / (autoWidth ? 1 : perView)),
    slidesToScroll: autoWidth ? 1 : perView,
    containScroll: loop ? false : 'trimSnaps',
    // The browser's focus scrolling is handled below: focus moves with the slides.
    watchFocus: true,
    // Fading slides do not travel: the cross-fade is drawn by CSS, so the track jumps. A track
    // still gliding behind the fade would take the visitor's next click as a click that stops
    // the glide, and drop it.
    duration: reducedMotion || fade ? 0 : glide,
    // A tap moves at most 1 px (widgets.md section 9); more is a drag, and no click.
    dragThreshold: SWIPE_RULES.tapPx,
    // Embla's own resize watch starts observing a frame after it starts, and leaks its observer
    // when destroyed within that frame (a resize, then destroy()): the effect below watches.
    watchResize: false,
  });

  const slideRefs = useRef<Array<HTMLDivElement | null>>([]);
  const regionRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();
  const [selected, setSelected] = useState<number[]>(() =>
    range(Math.min(perView, count)).map((offset) => Math.min(count - 1, firstSlide + offset)),
  );
  const [inView, setInView] = useState<number[]>(selected);
  const [edges, setEdges] = useState({ atStart: !loop && startIndex === 0, atEnd: false });
  const [rotating, setRotating] = useState(true);
  const [hovered, setHovered] = useState(false);
  const throttle = useRef(createThrottle());
  const pendingFocus = useRef<number | null>(null);
  // The fade's length now: the data's speed, or a swipe's easing time for the change it made.
  const [fadeMs, setFadeMsState] = useState(fadeSpeedMs);
  const fadeMsRef = useRef(fadeSpeedMs);
  const setFadeMs = useCallback((ms: number) => {
    fadeMsRef.current = ms;
    setFadeMsState(ms);
  }, []);
  // A change in motion refuses the visitor's next one (widgets.md section 4); the root says so.
  const [moving, setMoving] = useState(false);
  const motion = useRef<CarouselMotion | null>(null);
  motion.current ??= new CarouselMotion(setMoving);
  useEffect(() => () => motion.current?.dispose(), []);
  const motionLength = useRef<() => number | null>(() => null);
  useLayoutEffect(() => {
    motionLength.current = () => (fade ? (reducedMotion ? 0 : fadeMsRef.current) : null);
  }, [fade, reducedMotion]);
  const [stageHeight, setStageHeight] = useState<number | null>(null);
  const moveRef = useRef<(direction: Direction) => void>(() => undefined);

  // Server nodes go into their slides before the first paint.
  useLayoutEffect(() => {
    nodes.forEach((node, index) => {
      const slide = slideRefs.current[index];
      if (slide && node.parentNode !== slide) adopt(node, slide);
    });
  }, [nodes, adopt]);

  const canMove = count > perView || (autoWidth && count > 1);

  // The slides just selected are rendered visible (not inert): focus can go there now.
  useLayoutEffect(() => {
    const target = pendingFocus.current;
    pendingFocus.current = null;
    if (target !== null) slideRefs.current[target]?.focus({ preventScroll: true });
  }, [selected]);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      const snap = api.selectedScrollSnap();
      const slides = slidesOf(api, snap);
      // Focus in a slide about to leave the view moves to the slide coming in (once that one is
      // no longer inert, below), so it is never lost to the page.
      const active = dom.activeElement();
      const focusedSlide = slideRefs.current.findIndex((slide) => slide?.contains(active));
      if (focusedSlide >= 0 && !slides.includes(focusedSlide)) {
        pendingFocus.current = slides[0] ?? 0;
      }
      setSelected(slides);
      setEdges({ atStart: !api.canScrollPrev(), atEnd: !api.canScrollNext() });
      onSelect?.(slides);
    };
    const view = () => {
      const visible = api.slidesInView();
      setInView(visible);
      onSlidesInView?.(visible);
    };
    // Trimmed groups at the end may not split evenly: make sure the start slide is shown.
    if (!slidesOf(api, api.selectedScrollSnap()).includes(firstSlide)) {
      api.scrollTo(snapOf(api, firstSlide), true);
    }
    update();
    view();
    // Changes from here on are in motion until their fade ends or their glide settles.
    const gate = motion.current;
    const startMotion = () =>
      gate?.start(slidesOf(api, api.selectedScrollSnap())[0] ?? 0, motionLength.current());
    const settle = () => {
      if (motionLength.current() === null) gate?.settle();
    };
    api.on('select', update).on('reInit', update).on('slidesInView', view).on('reInit', view);
    api.on('select', startMotion).on('settle', settle);
    onReady?.({
      goToSlide: (index) => {
        if (!gate?.inMotion()) api.scrollTo(snapOf(api, index));
      },
      followSlide: (index) => api.scrollTo(snapOf(api, index)),
      motionTarget: () => gate?.target() ?? null,
      selectedSlides: () => slidesOf(api, api.selectedScrollSnap()),
      next: () => moveRef.current('next'),
      previous: () => moveRef.current('previous'),
    });
    return () => {
      api.off('select', update).off('reInit', update).off('slidesInView', view).off('reInit', view);
      api.off('select', startMotion).off('settle', settle);
    };
  }, [api, onSelect, onSlidesInView, onReady, firstSlide]);

  // The boundary asked for, on embla's engine (which each reInit builds anew).
  useEffect(() => {
    if (!api || fade) return;
    const apply = () => applySwipeBoundary(api, boundary);
    apply();
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, boundary, fade]);

  // Sizes change with the window (and the template): embla measures again.
  useEffect(() => {
    if (!api || typeof ResizeObserver !== 'function') return;
    const nodes = [api.containerNode(), ...api.slideNodes()];
    // Read in the observer's callback, when the layout is fresh: reading then costs nothing.
    const measure = () => nodes.map((node) => node.getBoundingClientRect().width);
    // What embla measured as it started: comparing with it needs no layout of our own here (with
    // several carousels mounting, each such read laid the page out again). Embla reads whole
    // pixels (offsetWidth), hence the pixel of tolerance.
    const engine = api.internalEngine();
    let sizes = [engine.containerRect.width, ...engine.slideRects.map((rect) => rect.width)];
    const observer = new ResizeObserver(() => {
      const now = measure();
      if (now.every((size, index) => Math.abs(size - (sizes[index] ?? 0)) < 1)) return;
      sizes = now;
      api.reInit();
    });
    nodes.forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [api]);

  // On release, the spec's swipe rules pick where a drag settles (./swipe.ts). Pointer events come
  // before the mouse and touch events embla listens to, so the gesture is known when embla emits
  // pointerUp, after its own choice, which this then corrects. Without snap points a drag glides
  // on with its momentum: nothing to correct.
  useEffect(() => {
    if (!api || dragFree) return;
    const viewport = api.rootNode();
    let press: {
      x: number;
      y: number;
      at: number;
      snap: number;
      travel?: { dx: number; ms: number };
    } | null = null;
    let outcome: SwipeOutcome | null = null;
    const onDown = (event: globalThis.PointerEvent) => {
      if (!event.isPrimary || event.button !== 0) return;
      press = {
        x: event.clientX,
        y: event.clientY,
        at: event.timeStamp,
        snap: api.selectedScrollSnap(),
      };
      outcome = null;
    };
    const onUp = (event: globalThis.PointerEvent) => {
      if (!press || !event.isPrimary) return;
      const dx = event.clientX - press.x;
      const durationMs = event.timeStamp - press.at;
      press.travel = { dx, ms: Math.max(1, durationMs) };
      outcome = swipeOutcome({
        dx,
        dy: event.clientY - press.y,
        durationMs,
        width: viewport.clientWidth,
      });
    };
    const onCancel = () => {
      press = null;
      outcome = null;
    };
    const settle = () => {
      const start = press;
      const result = outcome;
      press = null;
      outcome = null;
      if (!start || !result || result === 'tap') return;
      const target = swipeTarget(result, start.snap, api.scrollSnapList().length, loop);
      if (fade && start.travel) {
        // The distance left is the carousel's; the spec's ranges go by the window's width.
        const { dx, ms } = start.travel;
        const seconds = swipeEasingSeconds(
          viewport.clientWidth - Math.abs(dx),
          (Math.abs(dx) * 1000) / ms,
          window.innerWidth,
        );
        setFadeMs(Math.round(seconds * 1000));
      }
      api.scrollTo(target);
    };
    viewport.addEventListener('pointerdown', onDown);
    window.addEventListener('pointerup', onUp, true);
    window.addEventListener('pointercancel', onCancel, true);
    api.on('pointerUp', settle);
    return () => {
      viewport.removeEventListener('pointerdown', onDown);
      window.removeEventListener('pointerup', onUp, true);
      window.removeEventListener('pointercancel', onCancel, true);
      api.off('pointerUp', settle);
    };
  }, [api, loop, fade, dragFree, setFadeMs]);

  const dispatch = useCallback((type: string) => {
    regionRef.current?.dispatchEvent(new CustomEvent(type, { bubbles: true }));
  }, []);

  const move = useCallback(
    (direction: Direction) => {
      if (!api || motion.current?.inMotion()) return;
      setFadeMs(fadeSpeedMs);
      if (direction === 'next') {
        if (api.canScrollNext()) api.scrollNext();
        else dispatch(REACHED_END_EVENT);
      } else if (api.canScrollPrev()) api.scrollPrev();
      else dispatch(REACHED_BEGINNING_EVENT);
    },
    [api, dispatch, fadeSpeedMs, setFadeMs],
  );
  useEffect(() => {
    moveRef.current = move;
  }, [move]);

  const running = isRotating({ allowed, rotating, hovered, mediaPlaying, canMove });
  // A pause (hover, a video) that ends lets the next slide come after the resume time.
  const paused = useRef(false);
  useEffect(() => {
    if (allowed && rotating && (hovered || mediaPlaying)) paused.current = true;
  }, [allowed, rotating, hovered, mediaPlaying]);
  const selectedKey = selected.join(',');
  useEffect(() => {
    if (!running || !api || autoplayMs === null) return;
    const delay = rotationDelayMs(autoplayMs, resumeMs, paused.current);
    paused.current = false;
    const timer = window.setTimeout(() => {
      setFadeMs(fadeSpeedMs);
      // Randomise: any other slide. At the end of a carousel that does not loop, rotation starts
      // over.
      if (randomize) api.scrollTo(snapOf(api, randomOtherIndex(selected[0] ?? 0, count)));
      else if (api.canScrollNext()) api.scrollNext();
      else api.scrollTo(0);
    }, delay);
    return () => window.clearTimeout(timer);
    // `selected` is read through selectedKey: the timer restarts when the slide changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running, api, autoplayMs, resumeMs, selectedKey, randomize, count, fadeSpeedMs]);

  // autoHeight: the stage is as high as the current slide, and follows it as it resizes.
  const currentSlide = selected[0] ?? 0;
  useLayoutEffect(() => {
    const slide = slideRefs.current[currentSlide];
    if (!fade || !autoHeight || !slide) return;
    setStageHeight(slide.offsetHeight);
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => setStageHeight(slide.offsetHeight));
    observer.observe(slide);
    return () => observer.disconnect();
  }, [fade, autoHeight, currentSlide]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = arrowDirection(event);
    if (!direction || isTypingTarget(event.target) || event.altKey || event.metaKey) return;
    event.preventDefault();
    if (throttle.current()) move(direction);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const from = event.relatedTarget;
    const enteredFromOutside = !(from instanceof Node) || !event.currentTarget.contains(from);
    // Keyboard focus coming in stops rotation until the visitor starts it again.
    if (enteredFromOutside && isKeyboardFocus(event.target)) setRotating(false);
  };

  const onPointerEnter = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') setHovered(true);
  };
  const onPointerLeave = () => setHovered(false);

  // Slides coming into view count from the moment they are selected.
  const visible = new Set(fade ? selected : [...inView, ...selected]);
  const controlsShown = canMove;
  const atStart = !loop && edges.atStart;
  const atEnd = !loop && edges.atEnd;
  const zoom = fade && kenBurns && !reducedMotion;
  const classes = [
    'sr-carousel',
    autoWidth ? 'sr-carousel--auto' : '',
    fade ? 'sr-carousel--fade' : '',
    zoom ? 'sr-carousel--ken-burns' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div
      ref={regionRef}
      className={classes}
      role="region"
      aria-roledescription={carouselStrings.carouselRoleDescription}
      aria-label={label}
      data-in-motion={moving ? '' : undefined}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      style={
        {
          '--sr-carousel-per-view': perView,
          // Never 0: embla counts a slide that only touches the view's edge as in view, and it
          // would stay focusable (not inert) while out of sight.
          '--sr-carousel-gap': `max(1px, ${gap})`,
          ...(fade && {
            '--sr-carousel-fade-ms': `${reducedMotion ? 0 : fadeMs}ms`,
            '--sr-carousel-ken-burns': STACKED_DEFAULTS.kenBurnsZoom,
            // The zoom lasts the slide's time on screen.
            '--sr-carousel-ken-burns-ms': `${(autoplayMs ?? fadeSpeedMs * 5) + fadeMs}ms`,
          }),
        } as CSSProperties
      }
    >
      {controlsShown && (
        <div className="sr-carousel__controls sqs-gallery-controls">
          {allowed && (
            <button
              type="button"
              className="sr-carousel__rotation"
              aria-label={rotating ? carouselStrings.stopRotation : carouselStrings.startRotation}
              aria-controls={slidesId}
              onClick={() => setRotating((value) => !value)}
            >
              <span aria-hidden="true" className={rotating ? 'sr-icon-pause' : 'sr-icon-play'} />
            </button>
          )}
          <button
            type="button"
            className={`sr-carousel__previous previous${atStart ? ' disabled' : ''}`}
            aria-label={carouselStrings.previous}
            aria-controls={slidesId}
            aria-disabled={atStart ? 'true' : undefined}
            onClick={() => move('previous')}
          >
            <span aria-hidden="true" className="sr-icon-previous" />
          </button>
          <button
            type="button"
            className={`sr-carousel__next next${atEnd ? ' disabled' : ''}`}
            aria-label={carouselStrings.next}
            aria-controls={slidesId}
            aria-disabled={atEnd ? 'true' : undefined}
            onClick={() => move('next')}
          >
            <span aria-hidden="true" className="sr-icon-next" />
          </button>
        </div>
      )}
      <div
        className="sr-carousel__viewport"
        ref={emblaRef}
        style={fade && autoHeight && stageHeight ? { height: `${stageHeight}px` } : undefined}
      >
        <div
          className="sr-carousel__container"
          id={slidesId}
          aria-live={running ? 'off' : 'polite'}
        >
          {nodes.map((_, index) => {
            const hidden = !visible.has(index);
            return (
              <div
                key={index}
                ref={(element) => {
                  slideRefs.current[index] = element;
                }}
                className={`sr-carousel__slide${selected.includes(index) ? ' sr-carousel__slide--current' : ''}`}
                role="group"
                aria-roledescription={carouselStrings.slideRoleDescription}
                aria-label={slideLabel(index, count)}
                aria-hidden={hidden ? 'true' : undefined}
                inert={hidden}
                tabIndex={-1}
                data-slide-index={index}
                style={fade ? ({ '--sr-carousel-index': index } as CSSProperties) : undefined}
              />
            );
          })}
        </div>
      </div>
      {thumbnails && canMove && (
        <div
          className="sr-carousel__thumbnails"
          role="group"
          aria-label={carouselStrings.thumbnails}
        >
          {thumbnails.map((thumbnail, index) => (
            <button
              key={index}
              type="button"
              className="sr-carousel__thumbnail"
              aria-label={thumbnail.label}
              aria-controls={slidesId}
              aria-current={selected.includes(index) ? 'true' : undefined}
              onClick={() => {
                if (api && !motion.current?.inMotion()) {
                  api.scrollTo(snapOf(api, index));
                }
              }}
            >
              {thumbnail.src && <img src={thumbnail.src} alt="" loading="lazy" decoding="async" />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
