// The `commerce-reviews` pack (dist/packs/commerce-reviews.js): the review request page's own
// bundle, fetched only by a page with its root.
import './reviews.css';
import { reviewRequestDefinition } from './definition';

window.SiteRuntime?.registerBlock(reviewRequestDefinition);
