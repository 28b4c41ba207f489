// The whole definitions of the `blog` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachSetUpBannerImage } from './banner-image';
import { BLOG_PACK, blogControllers } from './index';
import { attachBlogProgressBar } from './progress-bar';
import { attachRelatedPostImages } from './related-post-images';

const attach: Record<string, ControllerDefinition['attach']> = {
  BlogProgressBar: attachBlogProgressBar,
  SetUpBannerImage: attachSetUpBannerImage,
  RelatedPostImages: attachRelatedPostImages,
};

export const blogDefinitions: ControllerDefinition[] = blogControllers
  .filter((definition) => definition.pack === BLOG_PACK)
  .map((definition) => ({ ...definition, attach: attach[definition.name] }));
