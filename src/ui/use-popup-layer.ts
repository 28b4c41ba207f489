import { useLayoutEffect, type RefObject } from 'react';
import { openLayer } from './layer-stack';

/** A non-modal layer: stacked above every open layer, but the page stays usable. */
export function usePopupLayer(
  id: string,
  ref: RefObject<HTMLElement | null>,
  active: boolean,
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const layer = openLayer(id, element, false);
    element.style.zIndex = String(layer.zIndex);
    return layer.close;
  }, [id, ref, active]);
}
