// The whole definition of the embed block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `embed` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachEmbed } from './attach-embed';
import { embedBlock } from './index';
import { readEmbed, type EmbedData } from './read-embed';

export const embedBlockDefinition: BlockDefinition<EmbedData> = {
  ...embedBlock,
  readData: readEmbed,
  attach: attachEmbed,
};
