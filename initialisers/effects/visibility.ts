// When an animated element counts as seen (runtime.md sections 4 and 9): at least half of it in
// view, or, for an element taller than the viewport, any of it. The observer reports at the spec's
// thresholds 0, 0.1, 0.25, 0.5 and 1. An element clipped by its container may never reach half:
// one that has stayed partly in view for a second counts as seen too, so nothing stays hidden.
import * as dom from '../../src/lib/dom';

export const ANIMATION_THRESHOLDS = [0, 0.1, 0.25, 0.5, 1];
export const VISIBILITY_RATIO = 0.5;
/** Partly in view this long counts as seen. */
export const PARTLY_SEEN_MS = 1000;

export interface VisibilityEntry {
  isIntersecting: boolean;
  intersectionRatio: number;
  boundingClientRect: { top: number; bottom: number; height: number };
  rootBounds: { top: number; bottom: number; height: number } | null;
}

/** The spec's rule for one observation. */
export function isSeen(entry: VisibilityEntry, viewportHeight: number): boolean {
  if (!entry.isIntersecting) return false;
  if (entry.intersectionRatio >= VISIBILITY_RATIO) return true;
  const rootHeight = entry.rootBounds?.height ?? viewportHeight;
  return entry.boundingClientRect.height > rootHeight;
}

/** Where an element was at its first observation. */
export type FirstPlace = 'seen' | 'partly' | 'below' | 'above';

export function firstPlace(entry: VisibilityEntry, viewportHeight: number): FirstPlace {
  if (isSeen(entry, viewportHeight)) return 'seen';
  if (entry.isIntersecting) return 'partly';
  const rootTop = entry.rootBounds?.top ?? 0;
  return entry.boundingClientRect.bottom <= rootTop ? 'above' : 'below';
}

export interface Watch {
  /** First observation of the element: where it is (the caller may hide it if it is below). */
  first?: (element: Element, place: FirstPlace) => void;
  /** Once, when the element counts as seen. */
  seen: (element: Element) => void;
}

/**
 * Watches elements until each is seen. One observer for all of them; `stop()` disconnects it and
 * its timers. Where IntersectionObserver is missing, every element is seen at once.
 */
export function watchVisibility(watch: Watch): {
  observe: (element: Element) => void;
  stop: () => void;
} {
  const known = new Set<Element>();
  const timers = new Map<Element, number>();
  const viewport = () => window.innerHeight || dom.root().clientHeight;

  const done = (element: Element) => {
    observer?.unobserve(element);
    clearTimeout(timers.get(element));
    timers.delete(element);
    watch.seen(element);
  };

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) {
              const element = entry.target;
              if (!known.has(element)) {
                known.add(element);
                watch.first?.(element, firstPlace(entry, viewport()));
              }
              if (isSeen(entry, viewport())) {
                done(element);
              } else if (entry.isIntersecting && !timers.has(element)) {
                timers.set(
                  element,
                  window.setTimeout(() => done(element), PARTLY_SEEN_MS),
                );
              } else if (!entry.isIntersecting) {
                clearTimeout(timers.get(element));
                timers.delete(element);
              }
            }
          },
          { threshold: ANIMATION_THRESHOLDS },
        )
      : null;

  return {
    observe(element) {
      if (observer) observer.observe(element);
      else queueMicrotask(() => watch.seen(element));
    },
    stop() {
      observer?.disconnect();
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
