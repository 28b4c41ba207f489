// The whole definitions of the 7.1 slideshow sections: what the core knows (./index.ts), the
// reader and the component. Registered by the `gallery-slideshow` pack (./pack.ts).
import type { BlockDefinition } from '../../src/runtime/types';
import {
  galleryFullscreenSlideshowSection,
  galleryReelSection,
  gallerySlideshowSimpleSection,
} from './index';
import { readSlideshowSection } from './read-slideshow';
import { Slideshow } from './Slideshow';
import type { SlideshowData, SlideshowKind } from './types';

function complete(
  core: Pick<BlockDefinition, 'name' | 'selector' | 'priority' | 'pack' | 'preload'>,
  kind: SlideshowKind,
): BlockDefinition<SlideshowData> {
  return {
    ...core,
    readData: (element) => readSlideshowSection(element, kind),
    // The controller element is the section's server DOM (it has no .sqs-block-content).
    container: (element) => element,
    component: Slideshow,
  };
}

export const galleryReelDefinition = complete(galleryReelSection, 'reel');
export const galleryFullscreenSlideshowDefinition = complete(
  galleryFullscreenSlideshowSection,
  'full',
);
export const gallerySlideshowSimpleDefinition = complete(gallerySlideshowSimpleSection, 'simple');

export const gallerySlideshowDefinitions = [
  galleryReelDefinition,
  galleryFullscreenSlideshowDefinition,
  gallerySlideshowSimpleDefinition,
];
