// Tag cloud block (widgets.md section 9: tag cloud 14): the tags of a collection, each a link to
// the collection filtered by it, the server's list styled by the template. Markup, as seen:
//
// <div class="sqs-block tagcloud-block sqs-block-tagcloud" data-block-type="14" id="block-…">
//   <div class="sqs-block-content">
//     <ul class="sqs-tagcloud">
//       <li title="Kendall Point - 8"><a href="/films/tag/Kendall+Point"><span class="name">Kendall Point</span></a></li>
//       …
//     </ul>
//   </div>
// </div>
//
// Where: `ul.sqs-tagcloud li span.name` in a site's own script (public code, `find_string
// "sqs-tagcloud"`: a "Tag Cloud Navigation" helper after codepen.io/garyricke/pen/ExPXgpp);
// `.sqs-block-tagcloud` blocks holding `a[href*="/films/tag/"]` links inside `li` elements whose
// `title` is "Name - count" ("Squarespace stores the number of posts using this format: title=
// \"Kendall Point - 8\"", a wedding-film site's archived tag cloud script, `find_string
// "sqs-block-tagcloud"`); `.sqs-tagcloud li[title*=…]` in a third site's script; `.tagcloud-block ul`
// and `ul li` in the platform's own 7.1 stylesheet (../shared/real-pages/assets/…/site.css); the
// block's data (collection, sortby, type) in a developer-mode block template
// (NumbfootBandito/squarespace-custom-blocks, blocks/sqs-block-tagcloud.block). The block wrapper
// follows the markup contract; no source shows its data-block-type, which the spec gives as 14.
//
// The links are the server's and work as links. What the page does not say is how many items each
// tag has: the count sits in the item's `title`, which only a mouse shows. The block (the
// `tag-cloud` pack, no React) names the list, describes each link with its count, makes unsafe
// links unfollowable and says which open a new tab. It changes no size or place: nothing moves.
import type { BlockDefinition } from '../../src/runtime/types';

export const tagCloudBlock = {
  name: 'tagcloud',
  blockType: 14,
  selector: '[data-block-type="14"], .sqs-block-tagcloud:not([data-definition-name])',
  // Names and descriptions are for screen readers, which read the whole page: nothing waits on it.
  priority: 'idle',
  pack: 'tag-cloud',
} satisfies BlockDefinition;
