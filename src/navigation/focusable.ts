// What the keyboard can reach inside a part of the page: for a focus trap that wraps Tab and
// Shift+Tab, and for moving focus into what just opened.

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(', ');

/** True when the element is drawn: not hidden by `display`, `visibility` or a hidden ancestor. */
export function isShown(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (o: object) => boolean }).checkVisibility;
  if (typeof check === 'function') return check.call(element, { visibilityProperty: true });
  return !element.closest('[hidden]');
}

/** The elements under each root (or the root itself) that Tab reaches, in document order. */
export function focusableIn(roots: readonly Element[]): HTMLElement[] {
  const found = new Set<HTMLElement>();
  for (const root of roots) {
    if (root.matches(FOCUSABLE)) found.add(root as HTMLElement);
    root.querySelectorAll<HTMLElement>(FOCUSABLE).forEach((element) => found.add(element));
  }
  return Array.from(found)
    .filter((element) => element.tabIndex >= 0 && !element.closest('[inert]') && isShown(element))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
