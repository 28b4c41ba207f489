// The `shape` pack (dist/packs/shape.js), fetched when a page has a shape block or component.
import { shapeBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(shapeBlockDefinition);
