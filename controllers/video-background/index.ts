// Background videos of 7.0 and 7.1 templates: a section's, a page banner's or an index item's
// picture that plays as a silent loop. One `video-background` pack (fixture in
// fixtures/controllers/video-background.html).
//
// A provider's video (VideoBackground; 7.1 sections, 7.0 banners and index items):
//
// <div class="section-background">
//   <div data-controller="VideoBackground">
//     <div class="sqs-video-background content-fill" data-config-url="https://vimeo.com/540690435/e1ede0d229"
//          data-config-playback-speed="0.5" data-config-filter="3" data-config-filter-strength="85">
//       <img data-src="…" data-image-dimensions="2500x1406" data-image-focal-point="0.5,0.5" alt="…" />
//     </div></div></div>
//
// A video the platform hosts (VideoBackgroundNative; 7.1 sections):
//
// <div data-controller="VideoBackgroundNative">
//   <div class="sqs-video-background-native content-fill"
//        data-config-native-video='{"alexandriaUrl": "https://video.squarespace-cdn.com/content/v1/…/{variant}",
//                                   "systemDataVariants": "1920:1080,640:360", …}'
//        data-config-playback-speed="0.5">
//     <img data-src="…" … /></div></div>
//
// The server's picture stays as the poster: the video covers it once it plays, and the picture is
// all a visitor who asked for less motion (or for less data) sees.
import type { ControllerDefinition } from '../../src/runtime/types';

export const VIDEO_BACKGROUND_PACK = 'video-background';

export const videoBackgroundControllers: ControllerDefinition[] = [
  { name: 'VideoBackground', pack: VIDEO_BACKGROUND_PACK },
  { name: 'VideoBackgroundNative', pack: VIDEO_BACKGROUND_PACK },
];
