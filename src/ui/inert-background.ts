// Makes everything outside the open modal layer inert, so neither pointer, keyboard nor assistive
// technology reaches the page behind. Each element's own `inert` is remembered the first time we
// touch it and put back exactly when it leaves the inert set.
import * as dom from '../lib/dom';

/** Elements that render nothing; marking them inert would only add noise to the DOM. */
const NON_RENDERED = new Set(['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT']);

/** Elements we made inert, with whether each already had `inert` before. */
const managed = new Map<Element, boolean>();
let keptLayers: readonly Element[] = [];
let observer: MutationObserver | null = null;

/** The siblings of `top` and of each of its ancestors below <body>, except those holding a kept layer. */
function elementsOutside(top: Element, kept: readonly Element[]): Set<Element> {
  const outside = new Set<Element>();
  const body = dom.body(top.ownerDocument);
  if (!body.contains(top)) return outside;
  for (let node: Element = top; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || NON_RENDERED.has(sibling.tagName)) continue;
      if (kept.some((layer) => sibling.contains(layer))) continue;
      outside.add(sibling);
    }
  }
  return outside;
}

function apply(): void {
  const [top] = keptLayers;
  const outside = top ? elementsOutside(top, keptLayers) : new Set<Element>();
  for (const [element, hadInert] of managed) {
    if (outside.has(element)) continue;
    if (!hadInert) element.removeAttribute('inert');
    managed.delete(element);
  }
  for (const element of outside) {
    if (managed.has(element)) continue;
    managed.set(element, element.hasAttribute('inert'));
    element.setAttribute('inert', '');
  }
}

/** Content added while a modal is open (late blocks, other widgets) must be inert too. */
function watchForNewContent(top: Element | undefined): void {
  observer?.disconnect();
  observer = null;
  if (!top || typeof MutationObserver === 'undefined') return;
  observer = new MutationObserver(apply);
  const body = dom.body(top.ownerDocument);
  for (let node: Element | null = top.parentElement; node; node = node.parentElement) {
    observer.observe(node, { childList: true });
    if (node === body) break;
  }
}

/**
 * Keeps `layers` usable and makes the rest of the page inert. The first layer is the top modal;
 * the others are non-modal layers opened above it (they stay readable). An empty list restores
 * the page.
 */
export function setInertOutside(layers: readonly Element[]): void {
  keptLayers = layers;
  apply();
  watchForNewContent(layers[0]);
}
