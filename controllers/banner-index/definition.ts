// The whole definitions of the `banner-index` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachBannerController } from './banner';
import { BANNER_INDEX_PACK, bannerIndexControllers } from './index';
import { attachIndexController } from './index-list';
import { attachIndexNavigationController } from './index-next';

const attach: Record<string, ControllerDefinition['attach']> = {
  BannerController: attachBannerController,
  IndexController: attachIndexController,
  IndexNavigationController: attachIndexNavigationController,
};

export const bannerIndexDefinitions: ControllerDefinition[] = bannerIndexControllers
  .filter((definition) => definition.pack === BANNER_INDEX_PACK)
  .map((definition) => ({ ...definition, attach: attach[definition.name] }));
