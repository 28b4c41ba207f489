// The whole definition of the map block and component: what the core knows (./index.ts), the
// reader and the attach. Registered by the `map` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachMap } from './attach-map';
import { mapBlock, mapComponent } from './index';
import { readMap } from './read-map';
import type { MapData } from './types';

export const mapBlockDefinitions: BlockDefinition<MapData>[] = [mapBlock, mapComponent].map(
  (core) => ({ ...core, readData: readMap, attach: attachMap }),
);
