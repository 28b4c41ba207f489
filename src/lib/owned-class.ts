// A class that one feature sets on an element others also change (the body's classes, above all):
// undone on its own when the feature stops, so that features stopping in any order leave the
// classes of the others alone (restoring the whole class attribute would not).

/**
 * Returns a setter for `className` on `element`; once `signal` aborts, the class is as it was
 * before the first call.
 */
export function ownedClass(
  element: Element,
  className: string,
  signal: AbortSignal,
): (on: boolean) => void {
  const had = element.classList.contains(className);
  signal.addEventListener('abort', () => element.classList.toggle(className, had), { once: true });
  return (on) => {
    if (!signal.aborted) element.classList.toggle(className, on);
  };
}
