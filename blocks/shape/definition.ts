// The whole definition of the shape block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `shape` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachShape } from './attach-shape';
import { shapeBlock } from './index';
import { readShape, type ShapeData } from './read-shape';

export const shapeBlockDefinition: BlockDefinition<ShapeData> = {
  ...shapeBlock,
  readData: readShape,
  attach: attachShape,
};
