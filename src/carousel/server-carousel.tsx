import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ServerDom } from '../runtime/server-dom';

export interface ServerCarousel {
  /** The carousel's `adopt`: its slides stay the server's nodes, put back on unmount. */
  adopt: (node: Node, parent: HTMLElement) => void;
  /**
   * Called from the block's layout effect once the server's `list` is in the block's root: the
   * `slides` leave the list first, so the server DOM journal remembers the list as the server had
   * it (and unmount leaves no trace of the carousel in it); then the carousel renders into the
   * list, in a second synchronous render before the first paint, so nothing flashes.
   */
  handOver: (list: HTMLElement, slides: readonly Node[]) => void;
  /** The carousel, rendered into the list once it has been handed over. */
  portal: (carousel: ReactNode) => ReactNode;
}

/** How a block whose server markup holds the slides (a gallery, a summary) hands them to the carousel. */
export function useServerCarousel(server: ServerDom): ServerCarousel {
  const [list, setList] = useState<HTMLElement | null>(null);
  const adopt = useCallback(
    (node: Node, parent: HTMLElement) => server.adopt(node, parent),
    [server],
  );
  const handOver = useCallback(
    (target: HTMLElement, slides: readonly Node[]) => {
      server.stash(slides);
      setList(target);
    },
    [server],
  );
  const portal = (carousel: ReactNode) => (list ? createPortal(carousel, list) : null);
  return { adopt, handOver, portal };
}
