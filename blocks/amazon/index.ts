// Amazon block (widgets.md section 3: "Block types tied to features: amazon, …"; the spec gives
// no number, nor does any source found): one product from Amazon, its picture, title, price and a
// button to buy it there, all drawn by the server. Markup, as seen:
//
// <div class="sqs-block amazon-block sqs-block-amazon" id="block-…"
//      data-block-json="{…&quot;amazonProduct&quot;:{&quot;title&quot;:…,&quot;manufacturer&quot;:…,
//                        &quot;detailPageUrl&quot;:…,&quot;imageUrlMedium&quot;:…}…}">
//   <div class="sqs-block-content">
//     <div class="image-container"><a href="https://www.amazon.com/…"><img src="…"></a></div>
//     <div class="amazon-details [center|right]">
//       <a class="title" href="…">…</a>
//       <div class="price"><span class="original-price">…</span> …</div>
//       <a class="buy-button sqs-amazon-button" href="…">…</a>
//     </div>
//   </div>
// </div>
//
// Where: the class names and their nesting in the platform's own 7.1 stylesheet
// (../shared/real-pages/assets/…/site.css: `.amazon-block .image-container a`, `… img`,
// `.amazon-details.center|.right`, `.amazon-details .title`, `.price .original-price`,
// `.buy-button`, `.sqs-amazon-button`); `sqs-block-amazon` with `data-block-json` holding
// `amazonProduct.title`, `.manufacturer`, `.detailPageUrl` and `.imageUrlMedium` in a feed
// generator's Squarespace handler (public code, `find_string "sqs-block-amazon"`, reading
// evanmccann.net/blog/2020/11/iphone-12-mini). Which element carries each class (a link, a div) is
// not shown by any source: fixtures/blocks/amazon.html says which are ours.
//
// The links are the server's. The block (the `amazon` pack, no React) makes each safe: a link a
// visitor must not follow loses its href, one opening a new tab gets rel="noopener" and says so,
// and the picture link, which shows only the picture, is named after the product.
import type { BlockDefinition } from '../../src/runtime/types';

export const amazonBlock = {
  name: 'amazon',
  selector: '.sqs-block-amazon:not([data-definition-name])',
  // Names are for screen readers, which read the whole page: nothing is drawn, nothing waits.
  priority: 'idle',
  pack: 'amazon',
} satisfies BlockDefinition;
