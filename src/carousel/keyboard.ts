// Arrow keys move a carousel (widgets.md section 4: left 37 previous, right 39 next, throttled at
// 200 ms so a held key does not race through the slides).

export const KEY_THROTTLE_MS = 200;

export type Direction = 'previous' | 'next';

const LEFT = 37;
const RIGHT = 39;

/** The direction an arrow key asks for, or null for any other key. */
export function arrowDirection(event: Pick<KeyboardEvent, 'key' | 'keyCode'>): Direction | null {
  if (event.key === 'ArrowLeft' || event.keyCode === LEFT) return 'previous';
  if (event.key === 'ArrowRight' || event.keyCode === RIGHT) return 'next';
  return null;
}

/** Returns a gate that lets one call through per `ms`; the calls in between are dropped. */
export function createThrottle(
  ms: number = KEY_THROTTLE_MS,
  now: () => number = () => performance.now(),
): () => boolean {
  let last = -Infinity;
  return () => {
    const time = now();
    if (time - last < ms) return false;
    last = time;
    return true;
  };
}

/** Keys typed into a field are the field's, never the carousel's. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return (
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
    null
  );
}
