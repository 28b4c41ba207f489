// Audio block (data-block-type 41): a track the site hosts, as the platform renders it
// (fixtures/blocks/audio.html):
//
// <div class="sqs-block audio-block sqs-block-audio" data-block-type="41" id="block-…">
//   <div class="sqs-block-content">
//     <div class="sqs-audio-embed" data-url="https://static1.squarespace.com/…/track.mp3"
//          data-mime-type="" data-title="…" data-author="…" data-show-download="true|false"
//          data-design-style="minimal" data-duration-in-ms="28000" data-color-theme="light|dark">
//     </div>
//   </div>
// </div>
//
// The server sends the embed empty (the platform's script drew its player). The pack draws an
// accessible one in it: the title and author as its caption, the browser's own audio controls
// (every control a named button or slider, keyboard-operable), the duration the data gives, and a
// download link when the block asks for one. Nothing is fetched until the visitor plays
// (preload="none"); a track whose address is not a followable http(s) or site path is not
// played, and the block says so.
import type { BlockDefinition } from '../../src/runtime/types';

export const audioBlock = {
  name: 'audio',
  blockType: 41,
  priority: 'visible',
  pack: 'audio',
} satisfies BlockDefinition;
