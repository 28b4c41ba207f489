import { useEffect, useReducer, useRef } from 'react';
import type { BlockProps } from '../../src/runtime/types';
import { accordionReducer, createAccordionState } from './accordion-state';
import { AccordionItem } from './AccordionItem';
import { ACCORDION_ANIMATION_MS, MAX_REGION_PANELS } from './constants';
import { prefersReducedMotion } from '../../src/lib/motion';
import type { AccordionData } from './types';
import './accordion.css';

interface SettleTimer {
  transition: number;
  timer: ReturnType<typeof setTimeout>;
}

/** Block ids become element id prefixes, so keep them to characters that need no escaping. */
function idPrefix(blockId: string): string {
  return blockId.replace(/[^A-Za-z0-9_-]/g, '-');
}

export function Accordion({ data, id }: BlockProps<AccordionData>) {
  const [items, dispatch] = useReducer(accordionReducer, data, (initial) =>
    createAccordionState(initial.items.length, initial.expandFirstItem),
  );
  const timers = useRef(new Map<number, SettleTimer>());

  // Each open/close change animates for 250 ms; one timer per item ends its animating state.
  useEffect(() => {
    const scheduled = timers.current;
    items.forEach((item, index) => {
      const current = scheduled.get(index);
      if (current && (!item.animating || current.transition !== item.transition)) {
        clearTimeout(current.timer);
        scheduled.delete(index);
      }
      if (!item.animating || scheduled.has(index)) return;
      const { transition } = item;
      const timer = setTimeout(() => {
        scheduled.delete(index);
        dispatch({ type: 'settle', index, transition });
      }, ACCORDION_ANIMATION_MS);
      scheduled.set(index, { transition, timer });
    });
  }, [items]);

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      for (const { timer } of scheduled.values()) clearTimeout(timer);
      scheduled.clear();
    };
  }, []);

  const prefix = idPrefix(id);
  const region = !data.allowMultipleOpen || data.items.length <= MAX_REGION_PANELS;

  return (
    <ul
      {...data.list.dataAttributes}
      className={`${data.list.className} sr-accordion`}
      style={data.list.style}
    >
      {data.items.map((item, index) => {
        const state = items[index];
        if (!state) return null;
        return (
          <AccordionItem
            key={index}
            data={item}
            state={state}
            buttonId={`${prefix}-accordion-button-${index}`}
            panelId={`${prefix}-accordion-panel-${index}`}
            region={region}
            onToggle={() =>
              dispatch({
                type: 'toggle',
                index,
                allowMultipleOpen: data.allowMultipleOpen,
                // Reduced motion: no height animation, so no animating window either.
                animate: !prefersReducedMotion(),
              })
            }
          />
        );
      })}
    </ul>
  );
}
