import { domIdPrefix } from '../../src/lib/dom-id';
import { prefersReducedMotion } from '../../src/lib/motion';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import {
  accordionReducer,
  createAccordionState,
  type AccordionAction,
  type AccordionItemState,
} from './accordion-state';
import { ACCORDION_ANIMATION_MS, MAX_REGION_PANELS } from './constants';
import { animatePanelHeight } from './height-animation';
import type { AccordionData, AccordionItemParts } from './types';
import './accordion.css';

const OPEN_DROPDOWN_CLASS = 'accordion-item__dropdown--open';
const ANIMATING_CLASS = 'sr-accordion-animating';
/** Headings drawn as a div are announced at this level unless the server gave one. */
const DEFAULT_HEADING_LEVEL = '3';

/**
 * Brings an accordion to life in its server DOM (spec runtime.md section 4, "Accordion item"):
 * no React, nothing re-rendered. It only sets the ARIA wiring and the open/closed state on the
 * elements the server drew, through `server`, so unmount puts every attribute back.
 */
export function attachAccordion({ data, id, server, signal }: BlockProps<AccordionData>): Cleanup {
  const prefix = domIdPrefix(id);
  const region = !data.allowMultipleOpen || data.items.length <= MAX_REGION_PANELS;
  const animations = new Map<number, Animation>();
  const settleTimers = new Map<number, ReturnType<typeof setTimeout>>();
  let state = createAccordionState(data.items.length, data.expandFirstItem);

  const dispatch = (action: AccordionAction) => {
    const previous = state;
    state = accordionReducer(state, action);
    state.forEach((item, index) => {
      if (item !== previous[index]) show(index, item);
    });
  };

  /** Draws one item's state; an item whose open state just changed starts its animation. */
  const show = (index: number, item: AccordionItemState) => {
    const parts = data.items[index] as AccordionItemParts;
    // A closing panel stays visible (with the template's open class) until its animation ends.
    const visible = item.open || item.animating;
    server.setAttribute(parts.button, 'aria-expanded', String(item.open));
    if (parts.icon) server.setAttribute(parts.icon, 'data-is-open', String(item.open));
    server.toggleClass(parts.dropdown, OPEN_DROPDOWN_CLASS, visible);
    server.toggleClass(parts.dropdown, ANIMATING_CLASS, item.animating);
    server.setAttribute(parts.dropdown, 'hidden', visible ? null : '');

    clearTimeout(settleTimers.get(index));
    settleTimers.delete(index);
    if (!item.animating) {
      animations.get(index)?.cancel();
      animations.delete(index);
      return;
    }
    const animation = animatePanelHeight(parts.dropdown, item.open, animations.get(index) ?? null);
    if (animation) animations.set(index, animation);
    const { transition } = item;
    settleTimers.set(
      index,
      setTimeout(() => dispatch({ type: 'settle', index, transition }), ACCORDION_ANIMATION_MS),
    );
  };

  const toggle = (index: number) =>
    dispatch({
      type: 'toggle',
      index,
      allowMultipleOpen: data.allowMultipleOpen,
      // Reduced motion: no height animation, so no animating window either.
      animate: !prefersReducedMotion(),
    });

  server.toggleClass(data.list, 'sr-accordion', true);
  data.items.forEach((parts, index) => {
    wireItem(parts, index);
    show(index, state[index] as AccordionItemState);
  });

  function wireItem({ heading, button, dropdown }: AccordionItemParts, index: number) {
    if (!button.id) server.setAttribute(button, 'id', `${prefix}-accordion-button-${index}`);
    if (!dropdown.id) server.setAttribute(dropdown, 'id', `${prefix}-accordion-panel-${index}`);
    server.setAttribute(button, 'aria-controls', dropdown.id);
    // A labelled region per panel, unless so many can be open that landmarks would swamp the
    // page: then none, even where the server wrote one.
    server.setAttribute(dropdown, 'role', region ? 'region' : null);
    server.setAttribute(dropdown, 'aria-labelledby', region ? button.id : null);
    if (heading && !/^H[1-6]$/.test(heading.tagName)) {
      server.setAttribute(heading, 'role', 'heading');
      if (!heading.hasAttribute('aria-level'))
        server.setAttribute(heading, 'aria-level', DEFAULT_HEADING_LEVEL);
    }
    button.addEventListener('click', () => toggle(index), { signal });
    if (button instanceof HTMLButtonElement) {
      // Inside a form, a button without a type would submit it.
      if (!button.hasAttribute('type')) server.setAttribute(button, 'type', 'button');
      return;
    }
    // A click target that is not a button still works from the keyboard, as a button does.
    server.setAttribute(button, 'role', 'button');
    server.setAttribute(button, 'tabindex', '0');
    button.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        toggle(index);
      },
      { signal },
    );
  }

  return () => {
    for (const timer of settleTimers.values()) clearTimeout(timer);
    for (const animation of animations.values()) animation.cancel();
    settleTimers.clear();
    animations.clear();
  };
}
