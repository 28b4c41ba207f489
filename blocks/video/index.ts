// Video block (data-block-type 32), widgets.md sections 2, 4 ("Video") and 8. Markup contract, as
// the platform's 7.0 pages render it (fixtures/blocks/video-7.0.html has the real one):
//
// <div class="sqs-block video-block sqs-block-video" data-block-type="32" id="block-…"
//      data-block-json='{"html":"<iframe src=\"//www.youtube.com/embed/…\" …>","url":"https://…",
//                        "width":854,"height":480,"providerName":"YouTube",
//                        "thumbnailUrl":"https://…","overlay":false,…}'>
//   <div class="sqs-block-content">
//     <div class="intrinsic"><div class="embed-block-wrapper" style="padding-bottom:56.2%">
//       <div class="sqs-video-wrapper" data-html="<iframe …>" data-provider-name="YouTube"></div>
//     </div></div>
//   </div>
// </div>
//
// The block draws a thumbnail with a play button in the wrapper; a click swaps in the provider's
// player (autoplay), built from the embed's https src on a known video host, never from the HTML
// itself. One video plays on the page at a time (src/video/playing.ts, shared with gallery
// video slides): starting one puts the others back to their thumbnail. Under
// a restrictive cookie policy without consent, the first click shows a card saying what will load
// and from whom; only its "Load video" button loads the player. So no third-party frame loads
// before the visitor asks, whatever the block's `overlay` flag says. An embed that cannot play
// shows the spec's message in place. Modes (the video loader's `mode`: none, fit, fill) come from
// `"mode"` in the JSON; default fit. No React: the server markup is already the frame.
//
// A video the platform hosts (`.sqs-native-video[data-config-video]`, in type-32 blocks and in the
// 2026 `website.components.video` component, type 1337; markup in ./read-native-video.ts) plays in
// the browser's own player, from the lazy `native-video` pack: its box reserved from the video's
// data, its controls, name and captions, no autoplay under reduced motion (./attach-native.ts).
import type { BlockDefinition } from '../../src/runtime/types';

export const videoBlock = {
  name: 'video',
  blockType: 32,
  selector:
    '[data-block-type="32"], .sqs-block-video, [data-definition-name="website.components.video"]',
  priority: 'visible',
  pack: 'video',
} satisfies BlockDefinition;
