// The product-reviews request page (page type 209; runtime.md section 2: "The reviews request page
// loads its own review bundle"). Its root and token are assumed (src/api/commerce-names.ts):
//   <div id="sqs-product-reviews-root" data-review-token="…"></div>
// (the page URL's `token` query parameter, when present, wins: it is the email's link). The
// `commerce-reviews` pack draws the request's state and the review form into it
// (./ReviewRequest.tsx).
import { REACT_PACK } from '../../src/runtime/shared-packs';
import type { BlockDefinition } from '../../src/runtime/types';

export const reviewRequestBlock = {
  name: 'product-reviews-request',
  selector: '#sqs-product-reviews-root',
  priority: 'critical',
  pack: 'commerce-reviews',
  preload: [REACT_PACK],
} satisfies BlockDefinition;
