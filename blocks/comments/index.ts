// Comments (runtime.md sections 3 and 7): the element a blog post's template leaves for them,
// `<div class="squarespace-comments" data-item-id="…" data-public-comment-count="6">` (the saved
// 7.0 blog post has one). With the context's websiteSettings.commentsEnabled off, nothing. With a
// disqusShortname, the comments script of that shortname (third-party: after consent under the
// restrictive policy); without one, the site's own comments, read from its API, a page at a time.
// Markup and endpoints: ./assumed.ts and src/api/comments.ts. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const commentsBlock = {
  name: 'comments',
  selector: '.squarespace-comments',
  // Below the post, often folded away behind a "Show comments" toggle.
  priority: 'idle',
  pack: 'comments',
} satisfies BlockDefinition;
