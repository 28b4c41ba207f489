import { EDGE_MARGIN, TOOLTIP_OFFSET, TOOLTIP_WIDTH } from './constants';

export interface TooltipPosition {
  /** Viewport coordinates of the tooltip's left edge. */
  left: number;
  /** Viewport y of the tooltip's top edge (below) or of its bottom edge (above). */
  top: number;
  placement: 'above' | 'below';
}

type AnchorRect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'width'>;

/**
 * Where a tooltip goes: centred on its anchor, 15 px below it (or above it when the anchor is in
 * the lower half of the viewport), and at least 20 px from either side of the viewport.
 */
export function tooltipPosition(
  anchor: AnchorRect,
  viewport: { width: number; height: number },
): TooltipPosition {
  const centred = anchor.left + anchor.width / 2 - TOOLTIP_WIDTH / 2;
  const rightmost = viewport.width - EDGE_MARGIN - TOOLTIP_WIDTH;
  const left = Math.max(EDGE_MARGIN, Math.min(centred, rightmost));
  return anchor.top > viewport.height / 2
    ? { left, top: anchor.top - TOOLTIP_OFFSET, placement: 'above' }
    : { left, top: anchor.bottom + TOOLTIP_OFFSET, placement: 'below' };
}
