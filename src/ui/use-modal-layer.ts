import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';
import { containTab } from './focusable';
import { isTopModal, openLayer } from './layer-stack';
import * as dom from '../lib/dom';

interface ModalLayerOptions {
  id: string;
  /** False while closing: the page is given back at once, even if a fade-out still plays. */
  active: boolean;
  /** The full-screen element that carries the z-index; everything outside it becomes inert. */
  overlayRef: RefObject<HTMLElement | null>;
  /** The role="dialog" element: focus stays inside it. */
  dialogRef: RefObject<HTMLElement | null>;
  /** Where focus goes on open; the dialog itself when this gives nothing. */
  initialFocus: () => HTMLElement | null | undefined;
  onEscape: () => void;
}

/** Focus goes back to the opener only if it is still in the dialog (or nowhere). */
function shouldReturnFocus(overlay: HTMLElement): boolean {
  const current = dom.activeElement();
  return !current || current === dom.body() || overlay.contains(current);
}

/**
 * The modal behaviour of a dialog: a z-index above every open layer, the page behind inert, focus
 * moved in and kept in, Escape handled, and focus returned to the opener when it closes.
 */
export function useModalLayer(options: ModalLayerOptions): void {
  const { id, active, overlayRef, dialogRef } = options;
  const onEscape = useEffectEvent(() => options.onEscape());
  const initialFocus = useEffectEvent(() => options.initialFocus());

  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    const dialog = dialogRef.current;
    if (!active || !overlay || !dialog) return;
    const opener = dom.activeElement();
    const layer = openLayer(id, overlay, true);
    overlay.style.zIndex = String(layer.zIndex);
    (initialFocus() ?? dialog).focus();

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.defaultPrevented || !isTopModal(id)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
      } else if (event.key === 'Tab') {
        // Tab from the last element goes to the first and Shift+Tab from the first to the last.
        containTab(event, { container: dialog }, dialog);
      }
    };
    dom.on(document, 'keydown', onKeyDown);
    return () => {
      dom.off(document, 'keydown', onKeyDown);
      const returnFocus = shouldReturnFocus(overlay);
      // Give the page back first: focus cannot land on an inert element.
      layer.close();
      if (returnFocus && opener instanceof HTMLElement && opener.isConnected) {
        opener.focus({ preventScroll: true });
      }
    };
  }, [id, active, overlayRef, dialogRef]);
}
