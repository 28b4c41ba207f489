// The lightbox's history hash (widgets.md section 2: "It can use a history hash for the slide.
// Closing resets the slide index held in the hash."). The hash is replaced, never pushed: opening
// a lightbox adds no history entry, and Back still leaves the page as the visitor expects.

export interface HistoryHash {
  /** Writes the hash of item `index` (nothing when the option gives null for it). */
  write: (index: number) => void;
  /** Puts back the hash the page had when the lightbox opened. */
  reset: () => void;
}

function replaceHash(hash: string): void {
  const { pathname, search } = window.location;
  const url = `${pathname}${search}${hash === '' || hash === '#' ? '' : hash}`;
  try {
    window.history.replaceState(window.history.state, '', url);
  } catch {
    // A sandboxed or opaque-origin document refuses: the hash is a nicety only.
  }
}

export function historyHash(hashOf: (index: number) => string | null): HistoryHash {
  const original = window.location.hash;
  let written = false;
  return {
    write: (index) => {
      const value = hashOf(index);
      if (value === null) return;
      written = true;
      replaceHash(`#${value.replace(/^#/, '')}`);
    },
    reset: () => {
      if (!written) return;
      written = false;
      replaceHash(original);
    },
  };
}
