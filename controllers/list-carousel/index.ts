// 7.1 list sections (user items lists): the carousel layout turns (UserItemsListCarousel, in the
// `list-carousel` pack, markup in ./attach-list-carousel.ts, fixture
// fixtures/controllers/list-carousel-7.1.html); the simple layout is the stylesheet's grid.
import type { ControllerDefinition } from '../../src/runtime/types';

export const LIST_CAROUSEL_PACK = 'list-carousel';

export const listCarouselControllers: ControllerDefinition[] = [
  { name: 'UserItemsListCarousel', pack: LIST_CAROUSEL_PACK },
  { name: 'UserItemsListSimple', static: 'The template CSS lays the list out' },
];
