// The whole definition of the button block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `button` pack (./pack.ts). No React: the server's link is the button.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachButton } from './attach-button';
import { buttonBlock } from './index';
import { readButton, type ButtonData } from './read-button';

export const buttonBlockDefinition: BlockDefinition<ButtonData> = {
  ...buttonBlock,
  readData: readButton,
  attach: attachButton,
};
