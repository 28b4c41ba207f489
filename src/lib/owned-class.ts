// A class that one feature sets on an element others also change (the body's classes, above all):
// undone on its own when the feature stops, so that features stopping in any order leave the
// classes of the others alone (restoring the whole class attribute would not).

/**
 * Returns a setter for `className` on `element`; once `signal` aborts, the class is as it was
 * before the first call, in its place among the others if the server wrote it.
 */
export function ownedClass(
  element: Element,
  className: string,
  signal: AbortSignal,
): (on: boolean) => void {
  const attribute = element.getAttribute('class');
  const original = Array.from(element.classList);
  const had = original.includes(className);
  // The classes that followed it: it goes back before the first of them still there.
  const after = original.slice(original.indexOf(className) + 1);
  signal.addEventListener(
    'abort',
    () => {
      if (element.classList.contains(className) === had) return;
      if (!had) return element.classList.remove(className);
      const classes = Array.from(element.classList);
      // Nothing else changed meanwhile: the server's attribute comes back as it was written.
      if (classes.join(' ') === original.filter((name) => name !== className).join(' ')) {
        return element.setAttribute('class', attribute ?? '');
      }
      const next = classes.findIndex((name) => after.includes(name));
      classes.splice(next < 0 ? classes.length : next, 0, className);
      element.setAttribute('class', classes.join(' '));
    },
    { once: true },
  );
  return (on) => {
    // Only a change touches the attribute (a no-op toggle may rewrite its spacing).
    if (!signal.aborted && element.classList.contains(className) !== on) {
      element.classList.toggle(className, on);
    }
  };
}
