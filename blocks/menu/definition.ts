// The whole definition of the menu block: what the core knows of it (./index.ts), its reader and
// its attach. Registered by the `menu` pack (./pack.ts). No React: the block works on the server's
// own elements.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachMenu } from './attach-menu';
import { menuBlock } from './index';
import { readMenu } from './read-menu';
import type { MenuBlockData } from './types';

export const menuBlockDefinition: BlockDefinition<MenuBlockData> = {
  ...menuBlock,
  readData: readMenu,
  attach: attachMenu,
};
