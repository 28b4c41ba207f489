// Numbers from spec/widgets.md §9 "Lightbox, popups, tooltips" and "Design tokens".

/** The lowest dialog sits here; each further layer (dialog or popup) goes one higher. */
export const DIALOG_BASE_Z_INDEX = 30000;

export const POPUP_WIDTH = 350;
export const POPUP_PADDING = 20;
/** Information popups hide themselves after this long. */
export const INFO_AUTO_HIDE_MS = 2000;
/** A closing layer is removed after its fade-out, or after this long if no transitionend comes. */
export const HIDE_FALLBACK_MS = 600;

export const TOOLTIP_SHOW_DELAY_MS = 1200;
export const TOOLTIP_WIDTH = 250;
/** Gap between a tooltip and the element it describes. */
export const TOOLTIP_OFFSET = 15;
/** Popups and tooltips keep at least this far from the viewport's edges. */
export const EDGE_MARGIN = 20;
