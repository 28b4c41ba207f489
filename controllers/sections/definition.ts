// The whole definitions of the `sections` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachBackgroundImageFx } from './background-fx';
import { SECTIONS_PACK, sectionsControllers } from './index';
import { attachPortfolioHover, readPortfolioHover } from './portfolio-hover';
import { attachSectionDivider } from './section-divider';

const code: Record<string, Pick<ControllerDefinition, 'attach' | 'readData'>> = {
  SectionDivider: { attach: attachSectionDivider },
  BackgroundImageFXParallax: { attach: attachBackgroundImageFx },
  PortfolioHover: {
    readData: readPortfolioHover,
    attach: attachPortfolioHover as ControllerDefinition['attach'],
  },
};

export const sectionsDefinitions: ControllerDefinition[] = sectionsControllers
  .filter((definition) => definition.pack === SECTIONS_PACK)
  .map((definition) => ({ ...definition, ...code[definition.name] }));
