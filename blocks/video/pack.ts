// The `video` pack (dist/packs/video.js), fetched when a page has a video block.
import { videoBlockDefinition } from './definition';

window.SiteRuntime?.registerBlock(videoBlockDefinition);
