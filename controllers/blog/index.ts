// Blog post controllers of 7.0 and 7.1 templates (markup at the top of each file; fixture in
// fixtures/controllers/blog-7.0.html): the reading-progress pie, the banner's shape, related
// posts' pictures. One `blog` pack.
import type { ControllerDefinition } from '../../src/runtime/types';

export const BLOG_PACK = 'blog';

export const blogControllers: ControllerDefinition[] = [
  { name: 'BlogProgressBar', pack: BLOG_PACK },
  // The banner's frame depends on it: before the visitor sees the post.
  { name: 'SetUpBannerImage', priority: 'critical', pack: BLOG_PACK },
  { name: 'RelatedPostImages', pack: BLOG_PACK },
  {
    name: 'AuthorProfileImageLoader',
    static: 'The image loader loads the author picture like every data-src image',
  },
];
