// The social follow button (runtime.md section 7: "a social follow script, with a 10 s time-out").
// Markup, as the platform's `twitter-follow-button` formatter writes it
// (Squarespace/template-compiler, SocialFormatters.java, TwitterFollowButtonFormatter; the same in
// Squarespace/template-engine):
//
//   <script>Y.use('squarespace-follow-buttons', …renderAll…)</script>
//   <div class="squarespace-follow-button" data-username="<user name>"></div>
//
// The `follow-button` pack draws a plain link to the account at once ("Follow @name", a new tab),
// which is the whole of what the button does; then, where third-party content may load (the
// restrictive cookie policy waits for consent) and the visitor is online, the provider's follow
// script, given 10 s, turns it into the provider's own button. If the script fails or is late,
// the link stays. The script's address and API are the provider's public embed (./assumed.ts).
// No card: the link already does what the script would add to. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const followButtonBlock = {
  name: 'follow-button',
  selector: '.squarespace-follow-button',
  priority: 'visible',
  pack: 'follow-button',
} satisfies BlockDefinition;
