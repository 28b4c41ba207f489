// The whole definitions of the `video-background` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachVideoBackground, attachVideoBackgroundNative } from './attach-video-background';
import { VIDEO_BACKGROUND_PACK, videoBackgroundControllers } from './index';
import { readVideoBackground, readVideoBackgroundNative } from './read-video-background';

const code: Record<string, Pick<ControllerDefinition, 'attach' | 'readData'>> = {
  VideoBackground: {
    readData: readVideoBackground,
    attach: attachVideoBackground as ControllerDefinition['attach'],
  },
  VideoBackgroundNative: {
    readData: readVideoBackgroundNative,
    attach: attachVideoBackgroundNative as ControllerDefinition['attach'],
  },
};

export const videoBackgroundDefinitions: ControllerDefinition[] = videoBackgroundControllers
  .filter((definition) => definition.pack === VIDEO_BACKGROUND_PACK)
  .map((definition) => ({ ...definition, ...code[definition.name] }));
