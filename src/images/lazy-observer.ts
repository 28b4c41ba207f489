// One IntersectionObserver for every lazy image on the page (widgets.md section 4: images load
// once within 200 px of the viewport, then are no longer observed).

/** Lazy images load this far ahead of the viewport. */
export const LAZY_ROOT_MARGIN = '200px';

let observer: IntersectionObserver | null = null;
const callbacks = new Map<Element, (entry?: IntersectionObserverEntry) => void>();

function sharedObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = callbacks.get(entry.target);
        stopWatching(entry.target);
        callback?.(entry);
      }
    },
    { rootMargin: LAZY_ROOT_MARGIN },
  );
  return observer;
}

function stopWatching(element: Element): void {
  callbacks.delete(element);
  observer?.unobserve(element);
  // The last image gone: nothing keeps the observer (or the elements it saw) alive.
  if (callbacks.size === 0) {
    observer?.disconnect();
    observer = null;
  }
}

/**
 * Calls `onNear` once, when `element` comes within 200 px of the viewport, with the observer's
 * entry (its box, read without a layout of its own); at once (in a microtask, with no entry)
 * where visibility cannot be observed. Returns a function that stops watching.
 */
export function whenNearViewport(
  element: Element,
  onNear: (entry?: IntersectionObserverEntry) => void,
): () => void {
  if (typeof IntersectionObserver !== 'function') {
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) onNear();
    });
    return () => {
      cancelled = true;
    };
  }
  callbacks.set(element, onNear);
  sharedObserver().observe(element);
  return () => {
    if (callbacks.get(element) === onNear) stopWatching(element);
  };
}

/** How many elements are being watched (for tests and leak checks). */
export function watchedCount(): number {
  return callbacks.size;
}
