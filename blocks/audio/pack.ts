// The `audio` pack (dist/packs/audio.js), fetched when a page has an audio block.
import { audioBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(audioBlockDefinition);
