// The `registry` pack (dist/packs/registry.js), fetched when a page has a wedding-registry block.
import { registryBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(registryBlockDefinition);
