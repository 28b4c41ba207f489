// The whole definition of the Amazon block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `amazon` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachAmazon } from './attach-amazon';
import { amazonBlock } from './index';
import { readAmazon, type AmazonData } from './read-amazon';

export const amazonBlockDefinition: BlockDefinition<AmazonData> = {
  ...amazonBlock,
  readData: readAmazon,
  attach: attachAmazon,
};
