/**
 * Gives an element that acts as a button (role="button" on a frame, say) the keys of a native
 * one: Enter activates on key down, Space on key up, and Space's key down is cancelled so the
 * page does not scroll. `which(event)` tells what the key was pressed on (listening on a
 * container for many openers) or null when it is not one of them: then the key keeps its own
 * meaning. Listens until `signal` aborts.
 */
export function listenAsButton<T>(
  target: EventTarget,
  which: (event: KeyboardEvent) => T | null,
  activate: (what: T) => void,
  signal: AbortSignal,
): void {
  const pressed = (event: Event): T | null => {
    const key = event as KeyboardEvent;
    if (key.key !== 'Enter' && key.key !== ' ') return null;
    if (key.altKey || key.ctrlKey || key.metaKey) return null;
    return which(key);
  };
  target.addEventListener(
    'keydown',
    (event) => {
      const what = pressed(event);
      if (what === null) return;
      event.preventDefault();
      if ((event as KeyboardEvent).key === 'Enter') activate(what);
    },
    { signal },
  );
  target.addEventListener(
    'keyup',
    (event) => {
      const what = pressed(event);
      if (what !== null && (event as KeyboardEvent).key === ' ') activate(what);
    },
    { signal },
  );
}
