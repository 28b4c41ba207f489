// The whole definition of the instagram block: what the core knows (./index.ts), the reader and
// the attach. Registered by the `instagram` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachInstagram } from './attach-instagram';
import { instagramBlock } from './index';
import { readInstagram, type InstagramData } from './read-instagram';

export const instagramBlockDefinition: BlockDefinition<InstagramData> = {
  ...instagramBlock,
  readData: readInstagram,
  attach: attachInstagram,
};
