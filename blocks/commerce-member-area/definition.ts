// The whole definition of the member-area block: the core's (./index.ts), its reader and attach.
import { COMMERCE_BLOCK_FIELDS, COMMERCE_MARKUP } from '../../src/api/commerce-names';
import { commerceStrings as s } from '../../src/commerce/strings';
import { asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip, type BlockDefinition } from '../../src/runtime/types';
import { memberAreaBlock } from './index';

export type PricingOption = 'left' | 'right';
const OPTIONS: readonly PricingOption[] = ['left', 'right'];

export interface MemberAreaData {
  toggle: HTMLElement;
  /** The toggle's two controls. */
  controls: Record<PricingOption, HTMLElement>;
  /** What each option shows: its prices and join buttons. */
  shown: Record<PricingOption, HTMLElement[]>;
  initial: PricingOption;
}

const attribute = COMMERCE_MARKUP.pricingOption;

export function readMemberArea(element: HTMLElement): MemberAreaData {
  const toggle = element.querySelector<HTMLElement>(COMMERCE_MARKUP.pricingToggle);
  if (!toggle) throw new BlockSkip('The member-area block has no pricing toggle');
  const control = (option: PricingOption) =>
    toggle.querySelector<HTMLElement>(`[${attribute}="${option}"]`);
  const left = control('left');
  const right = control('right');
  if (!left || !right) {
    throw new BlockSkip('The pricing toggle needs a left and a right option');
  }
  const shown = { left: [] as HTMLElement[], right: [] as HTMLElement[] };
  for (const item of element.querySelectorAll<HTMLElement>(`[${attribute}]`)) {
    const option = item.getAttribute(attribute);
    if (!toggle.contains(item) && (option === 'left' || option === 'right'))
      shown[option].push(item);
  }
  const json = readBlockJson(element);
  const asked = isRecord(json) ? asString(json[COMMERCE_BLOCK_FIELDS.defaultPricingOption]) : '';
  // Else the option the server shows.
  const initial: PricingOption =
    asked === 'left' || asked === 'right'
      ? asked
      : shown.left.every((item) => item.hidden) && shown.right.some((item) => !item.hidden)
        ? 'right'
        : 'left';
  return { toggle, controls: { left, right }, shown, initial };
}

export const memberAreaBlockDefinition: BlockDefinition<MemberAreaData> = {
  ...memberAreaBlock,
  readData: readMemberArea,
  attach: ({ data, server, signal }) => {
    const { toggle, controls, shown } = data;
    server.setAttribute(toggle, 'role', 'radiogroup');
    if (!toggle.hasAttribute('aria-label') && !toggle.hasAttribute('aria-labelledby')) {
      server.setAttribute(toggle, 'aria-label', s.pricingToggle);
    }
    const select = (option: PricingOption, focus = false): void => {
      for (const each of OPTIONS) {
        const chosen = each === option;
        server.setAttribute(controls[each], 'aria-checked', String(chosen));
        server.setAttribute(controls[each], 'tabindex', chosen ? '0' : '-1');
        for (const item of shown[each]) server.setAttribute(item, 'hidden', chosen ? null : '');
      }
      if (focus) controls[option].focus();
    };
    for (const option of OPTIONS) {
      const control = controls[option];
      server.setAttribute(control, 'role', 'radio');
      control.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          select(option);
        },
        { signal },
      );
      control.addEventListener(
        'keydown',
        (event) => {
          const other: PricingOption = option === 'left' ? 'right' : 'left';
          if (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'].includes(event.key)) {
            event.preventDefault();
            select(other, true);
          } else if (event.key === ' ' || event.key === 'Enter') {
            event.preventDefault();
            select(option);
          }
        },
        { signal },
      );
    }
    select(data.initial);
  },
};
