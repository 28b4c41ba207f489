// The whole definition of the wedding-registry block: what the core knows (./index.ts), the
// reader and the attach. Registered by the `registry` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachRegistry } from './attach-registry';
import { registryBlock } from './index';
import { readRegistry, type RegistryData } from './read-registry';

export const registryBlockDefinition: BlockDefinition<RegistryData> = {
  ...registryBlock,
  readData: readRegistry,
  attach: attachRegistry,
};
