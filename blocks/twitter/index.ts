// Twitter block (widgets.md section 9: twitter 6). The platform keeps an account's tweets as a
// collection of its own (collection type "twitter 3", same section) and the server draws them into
// the block as a plain list; no provider script runs for it. Markup, as the platform's own 7.1
// stylesheet styles it (../shared/real-pages/assets/static1.squarespace.com/…/site.css@nocustom=
// true.css: `.twitter-block .tweet-list`, `.tweet`, `.tweet.no-avatar`, `.tweet-avatar-wrapper`,
// `.tweet-avatar`, `.tweet-text-wrapper`, `.tweet-from`, `.tweet-timestamp a`, and
// `.sqs-block-twitter .tweet-list.sqs-block-is-placeholder` in the editor), the class names a
// platform bookmarklet lists (`.twitter-block`, found in public code by `find_string
// "twitter-block"`):
//
// <div class="sqs-block twitter-block sqs-block-twitter" data-block-type="6" id="block-…">
//   <div class="sqs-block-content">
//     <ul class="tweet-list">
//       <li class="tweet">
//         <div class="tweet-avatar-wrapper"><img class="tweet-avatar" …></div>
//         <div class="tweet-text-wrapper">
//           <div class="tweet-from">…</div> …text… <div class="tweet-timestamp"><a href="…">…</a></div>
//         </div>
//       </li>
//     </ul>
//   </div>
// </div>
//
// (the elements between the classes are not shown by any source: fixtures/blocks/twitter.html
// says which are ours). Links and text the browser shows as they are: `static`, no pack.
import type { BlockDefinition } from '../../src/runtime/types';

export const twitterBlock = {
  name: 'twitter',
  blockType: 6,
  selector: '[data-block-type="6"], .sqs-block-twitter:not([data-definition-name])',
  static: true,
} satisfies BlockDefinition;
