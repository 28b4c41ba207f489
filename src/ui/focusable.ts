import * as dom from '../lib/dom';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function isTabbable(element: HTMLElement): boolean {
  // Read the attribute, not tabIndex: some DOMs report -1 for links and fields without one.
  const tabindex = element.getAttribute('tabindex');
  if (tabindex !== null && Number(tabindex) < 0) return false;
  if (element.closest('[inert],[hidden]')) return false;
  // checkVisibility catches display:none set by CSS; older browsers without it are trusted.
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isTabbable);
}

/**
 * Where focus is kept: inside one element, or among the elements a predicate picks (widgets.md
 * section 5: "The focus-containment helper requires exactly one of container or predicate").
 */
export type FocusScope =
  | { container: HTMLElement; predicate?: undefined }
  | { predicate: (element: HTMLElement) => boolean; container?: undefined };

export const FOCUS_SCOPE_ERROR =
  'The focus-containment helper requires exactly one of container or predicate';

/** Null when `scope` names exactly one of an element container or a function predicate. */
export function focusScopeProblem(scope: unknown): string | null {
  const record =
    typeof scope === 'object' && scope !== null ? (scope as Record<string, unknown>) : {};
  const hasContainer = record.container !== undefined && record.container !== null;
  const hasPredicate = record.predicate !== undefined && record.predicate !== null;
  if (hasContainer === hasPredicate) return FOCUS_SCOPE_ERROR;
  if (hasContainer && !(record.container instanceof HTMLElement)) {
    return `${FOCUS_SCOPE_ERROR}: the container must be an element`;
  }
  if (hasPredicate && typeof record.predicate !== 'function') {
    return `${FOCUS_SCOPE_ERROR}: the predicate must be a function`;
  }
  return null;
}

function checkedScope(scope: FocusScope): FocusScope {
  const problem = focusScopeProblem(scope);
  if (problem) throw new TypeError(problem);
  return scope;
}

function inScope(scope: FocusScope, element: HTMLElement): boolean {
  return scope.container ? scope.container.contains(element) : scope.predicate(element);
}

/** The elements Tab reaches in the scope, in document order. Throws TypeError on a bad scope. */
export function tabbableInScope(scope: FocusScope, doc: Document = document): HTMLElement[] {
  const checked = checkedScope(scope);
  if (checked.container) return tabbableElements(checked.container);
  const { predicate } = checked;
  return tabbableElements(dom.body(doc)).filter((element) => predicate(element));
}

/**
 * Keeps a Tab key press in the scope: Tab from its last element (or from outside it) goes to its
 * first, Shift+Tab from its first to its last; with nothing to reach, focus goes to `fallback`.
 * Throws TypeError on a bad scope.
 */
export function containTab(event: KeyboardEvent, scope: FocusScope, fallback: HTMLElement): void {
  const tabbable = tabbableInScope(scope, fallback.ownerDocument);
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) {
    event.preventDefault();
    fallback.focus();
    return;
  }
  const current = dom.activeElement(fallback.ownerDocument);
  const inside = current instanceof HTMLElement && current !== fallback && inScope(scope, current);
  if (event.shiftKey && (!inside || current === first)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (!inside || current === last)) {
    event.preventDefault();
    first.focus();
  }
}
