import { onTestFinished } from 'vitest';

function isReactContainer(node: Node): node is Element {
  return (
    node instanceof Element && Object.keys(node).some((key) => key.startsWith('_reactListening'))
  );
}

/**
 * React attaches its delegated event listeners (about 140) to every root's container and never
 * takes them off; it marks such an element with a `_reactListening…` property. A feature that
 * made a new container on every init() would leave one such element behind per cycle.
 *
 * Call before the code under test runs; `discarded()` then lists the distinct React containers
 * that were taken out of the document since, and are still out.
 */
export function watchReactContainers(doc: Document = document): { discarded: () => Element[] } {
  const removed = new Set<Node>();
  const keep = (records: MutationRecord[]): void => {
    for (const record of records) record.removedNodes.forEach((node) => removed.add(node));
  };
  const observer = new MutationObserver(keep);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  onTestFinished(() => observer.disconnect());
  return {
    discarded: () => {
      keep(observer.takeRecords());
      return Array.from(removed).filter(
        (node): node is Element => isReactContainer(node) && !node.isConnected,
      );
    },
  };
}
