// The loader waits for an image that is not in the document yet (widgets.md section 4: up to 100
// tries of 10 ms), e.g. one a template script is still inserting.

export const NODE_WAIT_TRIES = 100;
export const NODE_WAIT_INTERVAL_MS = 10;

/** Resolves once `node` is in the document; rejects after the last try or when `signal` aborts. */
export function whenInDocument(node: Node, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    let tries = 0;
    const check = () => {
      if (signal.aborted) return reject(new Error('Image loading was cancelled'));
      if (node.isConnected) return resolve();
      tries += 1;
      if (tries > NODE_WAIT_TRIES) return reject(new Error('Image element has no parentNode'));
      setTimeout(check, NODE_WAIT_INTERVAL_MS);
    };
    check();
  });
}
