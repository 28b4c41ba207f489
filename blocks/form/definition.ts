// The whole definitions of the form and newsletter blocks, registered by the `form` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { FormBlock } from './FormBlock';
import { formBlock, newsletterBlock } from './index';
import type { FormModel } from './model';
import { NewsletterBlock } from './NewsletterBlock';
import { readFormBlock } from './read-form';
import { readNewsletterBlock } from './read-newsletter';

export const formBlockDefinition: BlockDefinition<FormModel> = {
  ...formBlock,
  readData: readFormBlock,
  component: FormBlock,
};

export const newsletterBlockDefinition: BlockDefinition<FormModel> = {
  ...newsletterBlock,
  readData: readNewsletterBlock,
  component: NewsletterBlock,
};
