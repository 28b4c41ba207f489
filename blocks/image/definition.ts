// The whole definitions of the image family: what the core knows (./index.ts), readers and
// attaches. Registered by the `image` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachImageBlock } from './attach-image-block';
import { attachImageFluid } from './attach-image-fluid';
import { attachImageGroup } from './attach-image-group';
import { imageBlock, imageFluidComponent, templateImage } from './index';
import { readImageBlock } from './read-image-block';
import { readImageGroup, readLoadableImage } from '../../src/images';
import type { ImageBlockData, ImageGroupData } from './types';

export const imageBlockDefinition: BlockDefinition<ImageBlockData> = {
  ...imageBlock,
  readData: readImageBlock,
  attach: attachImageBlock,
};

export const imageFluidDefinition: BlockDefinition<ImageGroupData> = {
  ...imageFluidComponent,
  readData: (element) => ({ images: readImageGroup(element) }),
  attach: attachImageFluid,
};

export const templateImageDefinition: BlockDefinition<ImageGroupData> = {
  ...templateImage,
  readData: (element) => ({ images: [readLoadableImage(element)] }),
  // The element is the image itself: its server DOM is the image.
  container: (element) => element,
  attach: attachImageGroup,
};
