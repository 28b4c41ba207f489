// The whole definitions of the 7.1 gallery sections: what the core knows (./index.ts), the reader
// and the attach. Registered by the `gallery-section` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachGallerySection } from './attach-gallery-section';
import { galleryGridSection, galleryMasonrySection, galleryStripsSection } from './index';
import { readGallerySection } from './read-props';
import type { GalleryKind, GallerySectionData } from './types';

function complete(
  core: Pick<BlockDefinition, 'name' | 'selector' | 'priority' | 'pack'>,
  kind: GalleryKind,
): BlockDefinition<GallerySectionData> {
  return {
    ...core,
    readData: (element) => readGallerySection(element, kind),
    // The controller element is the section's server DOM (it has no .sqs-block-content).
    container: (element) => element,
    attach: attachGallerySection,
  };
}

export const galleryMasonryDefinition = complete(galleryMasonrySection, 'masonry');
export const galleryStripsDefinition = complete(galleryStripsSection, 'strips');
export const galleryGridDefinition = complete(galleryGridSection, 'grid');

export const gallerySectionDefinitions = [
  galleryMasonryDefinition,
  galleryStripsDefinition,
  galleryGridDefinition,
];
