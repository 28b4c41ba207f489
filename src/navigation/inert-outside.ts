// While a phone menu is open, the rest of the page takes no focus and no clicks, and is out of the
// accessibility tree: every element that holds none of the kept ones is made `inert`, from the kept
// elements up to <body>. Returns what puts it back.
import * as dom from '../lib/dom';

export function inertOutside(keep: readonly Element[]): () => void {
  const made: Element[] = [];
  const body = keep[0] && dom.body(keep[0].ownerDocument);
  const holdsKept = (element: Element): boolean => keep.some((kept) => element.contains(kept));
  const visited = new Set<Element>();
  for (const kept of keep) {
    for (let node: Element | null = kept; node && node !== body; node = node.parentElement) {
      const parent = node.parentElement;
      if (!parent || visited.has(parent)) continue;
      visited.add(parent);
      for (const sibling of Array.from(parent.children)) {
        if (holdsKept(sibling) || sibling.hasAttribute('inert')) continue;
        // Scripts and styles have no box to take focus; leave them alone.
        if (sibling.localName === 'script' || sibling.localName === 'style') continue;
        sibling.setAttribute('inert', '');
        made.push(sibling);
      }
    }
  }
  return () => {
    for (const element of made.splice(0)) element.removeAttribute('inert');
  };
}
