// Embed block (data-block-type 22): a provider's embed (a video, a post, a form) the author pasted
// or that the platform resolved from a URL. Markup, as the real 7.1 recipe post carries a TikTok
// embed (fixtures/blocks/embed.html):
//
// <div class="sqs-block embed-block sqs-block-embed" data-block-type="22" id="block-…"
//      data-block-json='{"html":"<blockquote class=\"tiktok-embed\" …>…</blockquote>
//                        <script async src=\"https://www.tiktok.com/embed.js\"></script>", …}'>
//   <div class="sqs-block-content"><blockquote class="tiktok-embed" …>…</blockquote>
//     <script async src="https://www.tiktok.com/embed.js"></script></div>
// </div>
//
// With the embed drawn by the server, its links are kept safe (rel="noopener", a new tab said),
// frames without a name are named after the provider, and scripts parsed in after the page
// loaded run once, after consent under the restrictive policy (as in code blocks). With an empty
// block, the platform draws it: POST /api/widget/GetWidgetRendering (spec runtime.md section 7,
// widgetJSON {type: 22, id, value}); its data.html never goes into the page as it came: text and
// links through the allow-list sanitiser (src/lib/sanitise-html.ts), and an embed that needs
// scripts or frames in a sandboxed frame of its own (scripts, no access to this page), after
// consent under the restrictive policy, the sanitised text shown meanwhile. A failed request
// shows the system error (no failure callback: runtime.md section 8) and, in the block, a note
// with Try again.
import type { BlockDefinition } from '../../src/runtime/types';

export const embedBlock = {
  name: 'embed',
  blockType: 22,
  priority: 'visible',
  pack: 'embed',
} satisfies BlockDefinition;
