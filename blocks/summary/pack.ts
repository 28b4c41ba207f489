// The `summary` pack (dist/packs/summary.js): summary-v2 blocks, with the image loader from the
// `image` pack and the carousel from the `carousel` pack, and the older summary v1 blocks.
import { summaryBlockDefinition, summaryV1BlockDefinition } from './definition';
import './summary.css';

window.SiteRuntime?.registerBlock(summaryBlockDefinition);
window.SiteRuntime?.registerBlock(summaryV1BlockDefinition);
