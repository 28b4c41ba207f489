// Finding elements and watching the document for them: one MutationObserver reports the elements
// added to the page (each root of an added subtree) and tells when some were removed. The managers
// decide what an element is (a block, controllers) and what a removal undoes.
import * as dom from '../lib/dom';

/** Every element under `root` (and `root` itself) that matches `selector`, in document order. */
export function findElements(root: ParentNode, selector: string): HTMLElement[] {
  const found = dom.queryAll(root, selector);
  if (root instanceof HTMLElement && root.matches(selector)) found.unshift(root);
  return found;
}

export interface ElementWatcherOptions {
  doc: Document;
  /** Changes under a node for which this is true are a unit's own rendering: not looked at. */
  ignore: (node: Node) => boolean;
  /** An element was added (with its subtree). */
  added: (element: HTMLElement) => void;
  /** Some nodes were removed: called once per batch, after the additions, so a move is not a loss. */
  removed: () => void;
}

export class ElementWatcher {
  private observer: MutationObserver | null = null;

  constructor(private readonly options: ElementWatcherOptions) {}

  start(): void {
    this.observer = new MutationObserver((records) => this.onMutations(records));
    this.observer.observe(dom.root(this.options.doc), { childList: true, subtree: true });
  }

  stop(): void {
    this.observer?.disconnect();
    this.observer = null;
  }

  private onMutations(mutations: MutationRecord[]): void {
    const { ignore, added, removed } = this.options;
    let anyRemoved = false;
    for (const mutation of mutations) {
      if (ignore(mutation.target)) continue;
      mutation.addedNodes.forEach((node) => {
        if (node instanceof HTMLElement) added(node);
      });
      if (mutation.removedNodes.length > 0) anyRemoved = true;
    }
    if (anyRemoved) removed();
  }
}
