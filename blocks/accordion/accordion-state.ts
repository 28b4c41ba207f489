// The accordion's state machine (spec runtime.md section 4, "Accordion item"): each item is closed
// or open, with an animating flag while its height animates. Pure, so the rules read in one place.

export interface AccordionItemState {
  open: boolean;
  animating: boolean;
  /** Counts open/close changes, so a settle timer from an earlier change cannot end a later one. */
  transition: number;
}

export type AccordionAction =
  | { type: 'toggle'; index: number; allowMultipleOpen: boolean; animate: boolean }
  | { type: 'settle'; index: number; transition: number };

export function createAccordionState(
  itemCount: number,
  expandFirstItem: boolean,
): AccordionItemState[] {
  return Array.from({ length: itemCount }, (_, index) => ({
    open: expandFirstItem && index === 0,
    animating: false,
    transition: 0,
  }));
}

function moveTo(item: AccordionItemState, open: boolean, animate: boolean): AccordionItemState {
  return { open, animating: animate, transition: item.transition + 1 };
}

export function accordionReducer(
  state: AccordionItemState[],
  action: AccordionAction,
): AccordionItemState[] {
  const target = state[action.index];
  if (!target) return state;
  if (action.type === 'settle') {
    if (!target.animating || target.transition !== action.transition) return state;
    return state.map((item, index) =>
      index === action.index ? { ...item, animating: false } : item,
    );
  }
  // A click on an item whose height is still animating is ignored.
  if (target.animating) return state;
  const opening = !target.open;
  return state.map((item, index) => {
    if (index === action.index) return moveTo(item, opening, action.animate);
    // Only one item may be open: opening one closes the others.
    if (opening && !action.allowMultipleOpen && item.open) {
      return moveTo(item, false, action.animate);
    }
    return item;
  });
}
