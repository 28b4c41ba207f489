// Text shrink (widgets.md section 9, "Text shrink minimum font 11 px"): a text too long for its box
// gets a smaller font, the largest that fits, but never smaller than 11 px: below that it stays
// legible and overflows (the box's own overflow rule, ellipsis or wrap, applies) rather than turn
// to dust.

/** widgets.md section 9. */
export const MIN_FONT_SIZE_PX = 11;

/** Sizes are tried in half pixels: finer steps look the same and cost more layouts. */
const STEP_PX = 0.5;

/** The author's own inline font size of each element shrunk, to start from on the next fit. */
const authored = new WeakMap<HTMLElement, string>();

function fits(element: HTMLElement): boolean {
  return element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight;
}

/**
 * Gives `element` the largest font size, from its own size down to 11 px, at which its content
 * fits its box, in half-pixel steps (a box with no size yet, as when hidden, is left as it is).
 * Calling it again (the box changed size) starts from the element's own size, so the text also
 * grows back. Returns the size in px it now has.
 */
export function shrinkTextToFit(element: HTMLElement): number {
  if (!authored.has(element)) authored.set(element, element.style.fontSize);
  element.style.fontSize = authored.get(element) ?? '';
  const own = parseFloat(getComputedStyle(element).fontSize);
  if (!Number.isFinite(own) || own <= MIN_FONT_SIZE_PX) return own;
  if (element.clientWidth === 0 && element.clientHeight === 0) return own;
  if (fits(element)) return own;

  const at = (steps: number) => {
    const size = steps * STEP_PX;
    element.style.fontSize = `${size}px`;
    return size;
  };
  // Binary search over half pixels: `low` fits (or is the floor), `high` does not.
  let low = Math.ceil(MIN_FONT_SIZE_PX / STEP_PX);
  let high = Math.ceil(own / STEP_PX);
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    at(middle);
    if (fits(element)) low = middle;
    else high = middle;
  }
  return at(low);
}

/** Puts back the element's own font size. */
export function restoreTextSize(element: HTMLElement): void {
  const own = authored.get(element);
  if (own === undefined) return;
  element.style.fontSize = own;
  authored.delete(element);
}
