// The boot's first reads of cookies and web storage are synchronous calls to the browser process,
// which is still busy loading the page: on the bench machine at full speed the first
// document.cookie read took 0.6-3 ms and the storage areas' first use 1-3 ms (10 ms and 2-6 ms
// under Lighthouse's tracing, which counts them four times over on a phone). Made here, each in a
// task of its own before init(), they do not add up with the context reading, the initialisers
// and the scan into one long task; the initialisers' later reads are answered from the renderer's
// own copies.

import * as dom from '../lib/dom';
import { yieldToBrowser } from './scheduler';

function quietly(read: () => unknown): void {
  try {
    read();
  } catch {
    // A sandboxed frame or a browser that refuses storage: the initialisers handle that.
  }
}

/** Reads the cookies, then local and session storage, yielding to the browser after each. */
export async function warmStorage(win: Window = window): Promise<void> {
  quietly(() => dom.cookie(win.document));
  await yieldToBrowser();
  quietly(() => win.localStorage.length);
  quietly(() => win.sessionStorage.length);
  await yieldToBrowser();
}
