/**
 * Calls `callback` once, as soon as `query` matches (at once if it does); never after `signal`
 * aborts. Nothing happens where matchMedia is missing.
 */
export function whenMediaFirstMatches(
  query: string,
  signal: AbortSignal,
  callback: () => void,
): void {
  const list = typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  if (!list) return;
  if (list.matches) {
    callback();
    return;
  }
  const onChange = (): void => {
    if (!list.matches) return;
    list.removeEventListener('change', onChange);
    callback();
  };
  list.addEventListener('change', onChange);
  signal.addEventListener('abort', () => list.removeEventListener('change', onChange), {
    once: true,
  });
}
