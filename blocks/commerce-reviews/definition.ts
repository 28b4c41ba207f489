// The whole definition of the review request page: the core's (./index.ts), its reader (the
// request token) and its component.
import { COMMERCE_MARKUP } from '../../src/api/commerce-names';
import type { BlockDefinition } from '../../src/runtime/types';
import { readReviewToken, ReviewRequest } from './ReviewRequest';
import { reviewRequestBlock } from './index';

export const reviewRequestDefinition: BlockDefinition<string> = {
  ...reviewRequestBlock,
  readData: (element) =>
    readReviewToken(element, COMMERCE_MARKUP.reviewToken, COMMERCE_MARKUP.reviewTokenParam),
  component: ReviewRequest,
};
