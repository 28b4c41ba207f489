// What the core knows of every template controller: a compact name → pack table (the code is in
// each family's lazy pack, controllers/<family>/pack.ts) and the controllers a modern browser needs
// no code for, with the reason. src/index.ts registers this list.
import type { ControllerDefinition } from '../src/runtime/types';
import { bannerIndexControllers } from './banner-index';
import { blogControllers } from './blog';
import { checkboxNavControllers } from './checkbox-nav';
import { headerController } from './header';
import { indexControllers } from './index-page';
import { listCarouselControllers } from './list-carousel';
import { mobileOverlayControllers } from './mobile-overlay';
import { pageFrameControllers } from './page-frame';
import { sectionsControllers } from './sections';
import { sidetrayControllers } from './sidetray';
import { userAccountLinkController } from './user-account';
import { videoBackgroundControllers } from './video-background';

export const controllers: ControllerDefinition[] = [
  headerController,
  ...mobileOverlayControllers,
  ...sidetrayControllers,
  ...checkboxNavControllers,
  ...sectionsControllers,
  ...pageFrameControllers,
  ...indexControllers,
  ...blogControllers,
  ...listCarouselControllers,
  userAccountLinkController,
  ...videoBackgroundControllers,
  ...bannerIndexControllers,
];
