// The loader waits for an image that is not in the document yet (widgets.md section 4: up to 100
// tries of 10 ms), e.g. one a template script is still inserting: the shared wait of
// ../lib/wait-for-element.ts, with the image loader's own messages (widgets.md section 8).
import { pollFor, WAIT_INTERVAL_MS, WAIT_TRIES, WaitError } from '../lib/wait-for-element';

export const NODE_WAIT_TRIES = WAIT_TRIES;
export const NODE_WAIT_INTERVAL_MS = WAIT_INTERVAL_MS;

/** Resolves once `node` is in the document; rejects after the last try or when `signal` aborts. */
export function whenInDocument(node: Node, signal: AbortSignal): Promise<void> {
  return pollFor(() => (node.isConnected ? true : null), 'Image element has no parentNode', {
    signal,
  }).then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof WaitError && error.reason === 'cancelled') {
        throw new Error('Image loading was cancelled');
      }
      throw error;
    },
  );
}
