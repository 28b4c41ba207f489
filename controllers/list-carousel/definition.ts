// The whole definitions of the `list-carousel` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachListCarousel } from './attach-list-carousel';
import { LIST_CAROUSEL_PACK, listCarouselControllers } from './index';
import { readListCarousel } from './read-list-carousel';

export const listCarouselDefinitions: ControllerDefinition[] = listCarouselControllers
  .filter((definition) => definition.pack === LIST_CAROUSEL_PACK)
  .map((definition) => ({
    ...definition,
    readData: readListCarousel,
    attach: attachListCarousel as ControllerDefinition['attach'],
  }));
