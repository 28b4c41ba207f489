// The whole definition of the audio block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `audio` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachAudio } from './attach-audio';
import { audioBlock } from './index';
import { readAudio, type AudioData } from './read-audio';

export const audioBlockDefinition: BlockDefinition<AudioData> = {
  ...audioBlock,
  readData: readAudio,
  attach: attachAudio,
};
