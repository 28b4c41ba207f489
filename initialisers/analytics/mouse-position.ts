import * as dom from '../../src/lib/dom';

// Mouse-position tracking for signed-in accounts (spec widgets.md section 1: "Owners who are
// signed in get some extra behaviour, such as tracking of the mouse position"; section 6: "Only
// authenticated accounts get the mouse-position tracking"). The spec does not say what the
// position is for, nor that it is sent anywhere: it is kept on the page for the owner's tools
// (`SiteRuntime.analytics.mousePosition()`), never stored and never sent, so it needs no consent.
//
// Cost: one passive pointermove listener that copies four numbers the event already carries (no
// layout read). Every move is kept: a sampling throttle would drop the last move of a gesture and
// leave a stale position behind.

export interface MousePosition {
  /** In the viewport (CSS pixels). */
  x: number;
  y: number;
  /** In the document. */
  pageX: number;
  pageY: number;
}

/**
 * Follows the mouse over `doc` until `signal` aborts. Returns the latest position: null until the
 * mouse moves, and after `signal` aborts.
 */
export function watchMousePosition(doc: Document, signal: AbortSignal): () => MousePosition | null {
  let position: MousePosition | null = null;
  if (!signal.aborted) {
    dom.on(
      doc,
      'pointermove',
      (event: PointerEvent) => {
        if (event.pointerType !== 'mouse') return;
        position = { x: event.clientX, y: event.clientY, pageX: event.pageX, pageY: event.pageY };
      },
      { passive: true, signal },
    );
  }
  return () => (signal.aborted ? null : position);
}
