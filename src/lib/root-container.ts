// React attaches its event listeners (about 140) to a root's container and never takes them off.
// A feature that made a new container on every init() would leave a set behind on each discarded
// element across init/destroy cycles, so features that draw outside blocks take theirs from here:
// one element per name for the page's lifetime, inserted and removed by the feature.
import { createRoot, type Root } from 'react-dom/client';
import * as dom from './dom';

const containers = new Map<string, HTMLElement>();

/** The container element named `name` (a fresh `div` the first time, then the same one). */
export function rootContainer(name: string, doc: Document = document): HTMLElement {
  const existing = containers.get(name);
  if (existing && existing.ownerDocument === doc) return existing;
  const element = dom.create('div', doc);
  containers.set(name, element);
  return element;
}

/** A React root drawn in a named container of its own at the start or end of <body>. */
export interface BodyRoot {
  container: HTMLElement;
  root: Root;
  /** Unmounts the root and takes the container out of the page; again does nothing. */
  remove: () => void;
}

/**
 * Puts the container named `name` (with `className`) at the end of <body>, or at its start with
 * `at: 'start'`, and opens a React root in it.
 */
export function openBodyRoot(
  name: string,
  className: string,
  { at = 'end', doc = document }: { at?: 'start' | 'end'; doc?: Document } = {},
): BodyRoot {
  const container = rootContainer(name, doc);
  container.className = className;
  if (at === 'start') dom.body(doc).prepend(container);
  else dom.body(doc).appendChild(container);
  const root = createRoot(container);
  let removed = false;
  return {
    container,
    root,
    remove() {
      if (removed) return;
      removed = true;
      root.unmount();
      container.remove();
    },
  };
}
