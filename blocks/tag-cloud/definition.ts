// The whole definition of the tag cloud block: what the core knows (./index.ts), the reader and
// the attach. Registered by the `tag-cloud` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachTagCloud } from './attach-tag-cloud';
import { tagCloudBlock } from './index';
import { readTagCloud, type TagCloudData } from './read-tag-cloud';

export const tagCloudBlockDefinition: BlockDefinition<TagCloudData> = {
  ...tagCloudBlock,
  readData: readTagCloud,
  attach: attachTagCloud,
};
