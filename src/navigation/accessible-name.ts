/**
 * True when the element has a name of its own: text, a label, a labelled-by, or an image with
 * alternative text. Icon-only links and buttons of templates have none.
 */
export function hasOwnName(element: Element): boolean {
  return (
    Boolean(element.getAttribute('aria-label')?.trim()) ||
    Boolean(element.getAttribute('aria-labelledby')?.trim()) ||
    Boolean(element.getAttribute('title')?.trim()) ||
    Boolean(element.textContent?.trim()) ||
    element.querySelector('img[alt]:not([alt=""]), svg title') !== null
  );
}
