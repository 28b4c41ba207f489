// The whole definition of the accordion block: what the core knows of it (./index.ts), its reader
// and its attach. Registered by the `accordion` pack (./pack.ts). No React: the block works on
// the server's own elements.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachAccordion } from './attach-accordion';
import { accordionBlock } from './index';
import { readAccordion } from './read-accordion';
import type { AccordionData } from './types';

export const accordionBlockDefinition: BlockDefinition<AccordionData> = {
  ...accordionBlock,
  readData: readAccordion,
  attach: attachAccordion,
};
