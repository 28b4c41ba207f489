// The whole gallery definition: what the core knows (./index.ts), the reader and the component.
import type { BlockDefinition } from '../../src/runtime/types';
import { Gallery } from './Gallery';
import { galleryBlock } from './index';
import { readGalleryData, type GalleryData } from './read-gallery';

export const galleryBlockDefinition: BlockDefinition<GalleryData> = {
  ...galleryBlock,
  readData: readGalleryData,
  component: Gallery,
};
