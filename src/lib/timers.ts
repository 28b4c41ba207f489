/**
 * setTimeout that `signal` clears (so destroy() leaves no timer behind). Returns a function that
 * clears it earlier. Nothing is scheduled when the signal has already aborted.
 */
export function abortableTimeout(
  callback: () => void,
  ms: number,
  signal: AbortSignal,
): () => void {
  if (signal.aborted) return () => undefined;
  const stop = () => {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  };
  const timer = setTimeout(() => {
    signal.removeEventListener('abort', stop);
    callback();
  }, ms);
  signal.addEventListener('abort', stop, { once: true });
  return stop;
}
