// The whole definitions of the `index-page` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachIndexFirstSectionHeight } from './first-section-height';
import { INDEX_PACK, indexControllers } from './index';
import { attachIndexNavigation } from './index-navigation';
import { attachParallax } from './parallax';
import { attachScrollIndicator } from './scroll-indicator';

const attach: Record<string, ControllerDefinition['attach']> = {
  IndexFirstSectionHeight: attachIndexFirstSectionHeight,
  Parallax: attachParallax,
  IndexNavigation: attachIndexNavigation,
  ScrollIndicator: attachScrollIndicator,
};

export const indexDefinitions: ControllerDefinition[] = indexControllers
  .filter((definition) => definition.pack === INDEX_PACK)
  .map((definition) => ({ ...definition, attach: attach[definition.name] }));
