// The `video-background` pack (dist/packs/video-background.js), fetched when a page has a
// background video.
import { videoBackgroundDefinitions } from './definition';

videoBackgroundDefinitions.forEach((definition) =>
  window.SiteRuntime?.registerController(definition),
);
