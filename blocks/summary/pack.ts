// The `summary` pack (dist/packs/summary.js): summary-v2 blocks, with the image loader from the
// `image` pack and the carousel from the `carousel` pack.
import { summaryBlockDefinition } from './definition';
import './summary.css';

window.SiteRuntime?.registerBlock(summaryBlockDefinition);
