// The 7.1 page sections' template controllers. In the `sections` pack: section dividers
// (SectionDivider), background image effects (BackgroundImageFXParallax) and the hover portfolio
// index (PortfolioHover); markup at the top of each file, fixtures in
// fixtures/controllers/sections-7.1.html. A 7.1 page fetches this one pack for all three.
import type { ControllerDefinition } from '../../src/runtime/types';

export const SECTIONS_PACK = 'sections';

export const sectionsControllers: ControllerDefinition[] = [
  {
    name: 'SectionWrapperController',
    // The 7.1 stylesheet sizes and aligns sections from their classes; entrance animations are
    // the effects initialiser's, background images the image loader's, dividers SectionDivider's.
    static: 'The template CSS lays the section out',
  },
  // The server clips the section's background away until the divider is drawn.
  { name: 'SectionDivider', pack: SECTIONS_PACK },
  { name: 'BackgroundImageFXParallax', pack: SECTIONS_PACK },
  // The whole project list is hidden until the controller marks it ready.
  { name: 'PortfolioHover', priority: 'critical', pack: SECTIONS_PACK },
];
