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

/**
 * The comments block (widgets.md section 9: comments 16), a block an owner places in a layout:
 * the same comments, of the item the block names (`data-item-id`, or a `.squarespace-comments`
 * element inside it) or else of the page's own item (the context's `item.id`). No published
 * markup of it was found (public code, the saved pages and the platform's 7.1 stylesheets show
 * none): it is found by the markup contract (DESIGN.md), `data-block-type="16"` and the
 * `sqs-block-comments` class. Same pack, same behaviour.
 */
export const commentsBlockType = {
  name: 'comments-block',
  blockType: 16,
  selector: '[data-block-type="16"], .sqs-block-comments:not([data-definition-name])',
  priority: 'idle',
  pack: 'comments',
} satisfies BlockDefinition;
