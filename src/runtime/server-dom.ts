// A block takes over the DOM the server rendered by moving its nodes (or by changing attributes in
// place), never by serialising it and parsing it again: markup that was inert stays inert, and
// typed input, listeners and iframes survive. Every change goes through this journal, so that
// unmount, failure and destroy() put the very same nodes back where they were.
import * as dom from '../lib/dom';

interface MovableParent extends Node {
  moveBefore?: (node: Node, child: Node | null) => void;
}

/**
 * Moves `node` into `parent` before `before`. Where the browser has `moveBefore` (an atomic move),
 * an iframe keeps its document and a focused element its focus; elsewhere it is a plain insert.
 */
export function moveNode(parent: Node, node: Node, before: Node | null = null): void {
  if (node.parentNode === parent && node.nextSibling === before) return;
  const atomic = (parent as MovableParent).moveBefore;
  if (typeof atomic === 'function' && node.isConnected && parent.isConnected) {
    try {
      atomic.call(parent, node, before);
      return;
    } catch {
      // Across documents or shadow roots the atomic move is refused: an insert still works.
    }
  }
  parent.insertBefore(node, before);
}

/** The attribute that marks the hidden holder of a block's stashed server nodes. */
export const STASH_ATTRIBUTE = 'data-sr-stash';

/**
 * The server DOM of one mounted block: the nodes its container held when it mounted, and a journal
 * of what the block moved or changed, undone by `restore()`.
 */
export class ServerDom {
  /** The container's child nodes when the block mounted, in order. */
  readonly nodes: readonly Node[];
  /** The child list of every parent a journaled move took a node from, before the first move. */
  private readonly parents = new Map<Node, Node[]>();
  /** Original values (null: absent) of the attributes the block changed. */
  private readonly attributes = new Map<Element, Map<string, string | null>>();
  /** Nodes the block created and put among the server nodes. */
  private readonly added: Node[] = [];
  private stashHolder: HTMLElement | null = null;

  constructor(readonly container: HTMLElement) {
    this.nodes = Array.from(container.childNodes);
  }

  /** Moves a server node into the block's own rendering. */
  adopt(node: Node, parent: Node, before: Node | null = null): void {
    this.remember(node);
    moveNode(parent, node, before);
  }

  /** Moves the server's elements (not the whitespace between them) into the block's `root`. */
  adoptElements(root: Node): void {
    for (const node of this.nodes) {
      if (node.nodeType === Node.ELEMENT_NODE) this.adopt(node, root);
    }
  }

  /** Puts a node the block created (a tab, say) among the server nodes; restore() removes it. */
  add(node: Node, parent: Node, before: Node | null = null): void {
    this.rememberChildren(parent);
    this.added.push(node);
    parent.insertBefore(node, before);
  }

  /**
   * Takes server nodes out of view without taking them out of the document: a hidden element keeps
   * them, so an iframe in them stays loaded and a form keeps its values. By default, every server
   * node still in the container.
   */
  stash(
    nodes: Iterable<Node> = this.nodes.filter((node) => node.parentNode === this.container),
  ): void {
    const holder = this.holder();
    for (const node of nodes) {
      if (node !== holder) this.adopt(node, holder);
    }
  }

  /**
   * Shows `content` (text, or nodes the block made) in a server element in place of what it held
   * (a price, a count, a button's label); restore() puts the server's own children back.
   */
  replaceContent(element: Element, ...content: Array<Node | string>): void {
    this.rememberChildren(element);
    for (const child of Array.from(element.childNodes)) {
      const index = this.added.indexOf(child);
      if (index >= 0) this.added.splice(index, 1);
      element.removeChild(child);
    }
    for (const part of content) {
      const node = typeof part === 'string' ? dom.createText(part, element.ownerDocument) : part;
      this.add(node, element);
    }
  }

  /** Sets (or, with null, removes) an attribute of a server element; restore() undoes it. */
  setAttribute(element: Element, name: string, value: string | null): void {
    let saved = this.attributes.get(element);
    if (!saved) {
      saved = new Map();
      this.attributes.set(element, saved);
    }
    if (!saved.has(name)) saved.set(name, element.getAttribute(name));
    if (value === null) element.removeAttribute(name);
    else element.setAttribute(name, value);
  }

  /** Adds or removes one class of a server element; restore() puts the original class list back. */
  toggleClass(element: Element, className: string, force: boolean): void {
    if (element.classList.contains(className) === force) return;
    const classes = new Set((element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean));
    if (force) classes.add(className);
    else classes.delete(className);
    this.setAttribute(element, 'class', Array.from(classes).join(' '));
  }

  /** Puts every moved node back in its place, in its order, and every changed attribute back. */
  restore(): void {
    // The latest parents first: a node moved out of a node that was itself moved goes home after
    // its old parent is back in place, and each parent ends with its original children in order.
    for (const [parent, children] of Array.from(this.parents).reverse()) {
      let before: Node | null = null;
      for (let index = children.length - 1; index >= 0; index -= 1) {
        const child = children[index] as Node;
        // The last child stays where it is if it never left: nodes a block added after it (its
        // root, the stash) go away on their own, and an untouched node is not moved at all.
        if (before !== null || child.parentNode !== parent) moveNode(parent, child, before);
        before = child;
      }
    }
    this.parents.clear();
    for (const node of this.added.splice(0).reverse()) node.parentNode?.removeChild(node);
    for (const [element, saved] of this.attributes) {
      for (const [name, value] of saved) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
    }
    this.attributes.clear();
    this.stashHolder?.remove();
    this.stashHolder = null;
  }

  private remember(node: Node): void {
    if (node.parentNode) this.rememberChildren(node.parentNode);
  }

  /** Keeps the child list `parent` had before the block first changed it. */
  private rememberChildren(parent: Node): void {
    if (!this.parents.has(parent)) this.parents.set(parent, Array.from(parent.childNodes));
  }

  private holder(): HTMLElement {
    if (!this.stashHolder) {
      const holder = dom.create('div', this.container.ownerDocument);
      holder.hidden = true;
      holder.setAttribute(STASH_ATTRIBUTE, '');
      this.container.appendChild(holder);
      this.stashHolder = holder;
    }
    return this.stashHolder;
  }
}
