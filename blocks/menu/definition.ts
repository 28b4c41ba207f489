// The whole definition of the menu block: what the core knows of it (./index.ts), its reader and its
// component. Registered by the `menu` pack (./pack.ts).
import type { BlockDefinition } from '../../src/runtime/types';
import { MenuBlock } from './MenuBlock';
import { menuBlock } from './index';
import { readMenu } from './read-menu';
import type { MenuBlockData } from './types';

export const menuBlockDefinition: BlockDefinition<MenuBlockData> = {
  ...menuBlock,
  readData: readMenu,
  component: MenuBlock,
};
