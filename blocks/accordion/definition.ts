// The whole definition of the accordion block: what the core knows of it (./index.ts), its reader and its
// component. Registered by the `accordion` pack (./pack.ts).
import type { BlockDefinition } from '../../src/runtime/types';
import { Accordion } from './Accordion';
import { accordionBlock } from './index';
import { readAccordion } from './read-accordion';
import type { AccordionData } from './types';

export const accordionBlockDefinition: BlockDefinition<AccordionData> = {
  ...accordionBlock,
  readData: readAccordion,
  component: Accordion,
};
