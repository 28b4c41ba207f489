// The whole definition of the share buttons: what the core knows (./index.ts), the reader and the
// attach. Registered by the `share-buttons` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachShareButtons } from './attach-share-buttons';
import { shareButtonsBlock } from './index';
import { readShareButtons, type ShareButtonsData } from './read-share-buttons';

export const shareButtonsDefinition: BlockDefinition<ShareButtonsData> = {
  ...shareButtonsBlock,
  readData: readShareButtons,
  attach: attachShareButtons,
};
