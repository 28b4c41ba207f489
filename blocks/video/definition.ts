// The whole definition of the video block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `video` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachVideoBlock } from './attach-video-block';
import { videoBlock } from './index';
import { readVideoBlock } from './read-video-block';
import type { VideoBlockData } from './types';

export const videoBlockDefinition: BlockDefinition<VideoBlockData> = {
  ...videoBlock,
  readData: readVideoBlock,
  attach: attachVideoBlock,
};
