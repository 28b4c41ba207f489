// The whole definition of the donation block: the core's (./index.ts), its reader and attach.
// It needs nothing of the `commerce` pack: the checkout URL's builder is bundled here.
import { COMMERCE_BLOCK_FIELDS, COMMERCE_MARKUP } from '../../src/api/commerce-names';
import { donationCheckoutUrl } from '../../src/commerce/checkout-urls';
import { listenAsButton } from '../../src/lib/button-keys';
import { asString, isRecord } from '../../src/lib/coerce';
import { windowNavigation } from '../../src/lib/navigation';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip, type BlockDefinition } from '../../src/runtime/types';
import { donationBlock } from './index';

export interface DonationData {
  donatePageId: string;
  button: HTMLElement;
}

export function readDonation(element: HTMLElement): DonationData {
  const json = readBlockJson(element);
  const donatePageId = isRecord(json)
    ? asString(json[COMMERCE_BLOCK_FIELDS.donatePageId]).trim()
    : '';
  if (!donatePageId)
    throw new BlockSkip('The donation block names no donation page (donatePageId)');
  const button = element.querySelector<HTMLElement>(COMMERCE_MARKUP.donationButton);
  if (!button) throw new BlockSkip('The donation block has no donation button');
  return { donatePageId, button };
}

export const donationBlockDefinition: BlockDefinition<DonationData> = {
  ...donationBlock,
  readData: readDonation,
  attach: ({ data: { donatePageId, button }, server, signal }) => {
    if (button.tagName !== 'BUTTON' && button.tagName !== 'A') {
      server.setAttribute(button, 'role', 'button');
      if (!button.hasAttribute('tabindex')) server.setAttribute(button, 'tabindex', '0');
    }
    const donate = (event?: Event): void => {
      event?.preventDefault();
      windowNavigation.assign(donationCheckoutUrl(donatePageId));
    };
    button.addEventListener('click', donate, { signal });
    // A link or a button gets its keys from the browser.
    if (button.tagName !== 'BUTTON' && button.tagName !== 'A') {
      listenAsButton(
        button,
        () => true,
        () => donate(),
        signal,
      );
    }
  },
};
