// Reads a button block or component: its platform button links.
import { BlockSkip } from '../../src/runtime/types';

/** The platform's button link (the census watches the same class). */
export const BUTTON_LINK_SELECTOR = 'a.sqs-block-button-element';

export interface ButtonData {
  links: HTMLAnchorElement[];
}

export function readButton(element: HTMLElement): ButtonData {
  const links = Array.from(element.querySelectorAll<HTMLAnchorElement>(BUTTON_LINK_SELECTOR));
  if (links.length === 0) throw new BlockSkip(`Button block has no ${BUTTON_LINK_SELECTOR}`);
  return { links };
}
