// React attaches its event listeners (about 140) to a root's container and never takes them off.
// A feature that made a new container on every init() would leave a set behind on each discarded
// element across init/destroy cycles, so features that draw outside blocks take theirs from here:
// one element per name for the page's lifetime, inserted and removed by the feature.

const containers = new Map<string, HTMLElement>();

/** The container element named `name` (a fresh `div` the first time, then the same one). */
export function rootContainer(name: string, doc: Document = document): HTMLElement {
  const existing = containers.get(name);
  if (existing && existing.ownerDocument === doc) return existing;
  const element = doc.createElement('div');
  containers.set(name, element);
  return element;
}
