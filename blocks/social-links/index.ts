// Social links: the v1 block (data-block-type 19), socialaccountlinks-v2 (type 54), the 2026
// `website.components.socialLinks` component, and the template's own icons (at the end). Markup
// of v2, as the real pages carry it (fixtures/blocks/social-links.html):
//
// <div class="sqs-block socialaccountlinks-v2-block sqs-block-socialaccountlinks-v2"
//      data-block-type="54" id="block-…">
//   <div class="sqs-block-content">
//     <div class="sqs-svg-icon--outer social-icon-alignment-center social-icons-size-medium …">
//       <nav class="sqs-svg-icon--list">
//         <a href="https://www.instagram.com/…" target="_blank"
//            class="sqs-svg-icon--wrapper instagram-unauth" [aria-label="Instagram"]>
//           <div><svg class="sqs-svg-icon--social" viewBox="0 0 64 64">
//             <use class="sqs-use--icon" xlink:href="#instagram-unauth-icon"></use>…</svg></div>
//         </a>…
//       </nav>
//     </div>
//   </div>
// </div>
//
// (7.0 pages name the network `instagram`, without `-unauth`, and give no aria-label; the icons'
// symbols sit in a sprite at the end of the page.) The links are the server's; the block only
// makes them safe and named, so nothing moves: every icon-only link gets a name (the author's
// label, else the network from its class or address), links to several accounts of one network
// are told apart by the account, the icons are hidden from screen readers, links opening a new
// tab get rel="noopener" and say so, unsafe links lose their href, and the list's <nav> gets a
// name of its own on the page.
import type { BlockDefinition } from '../../src/runtime/types';

export const socialLinksBlock = {
  name: 'social-links',
  blockType: 54,
  selector: [
    '[data-block-type="19"]',
    '[data-block-type="54"]',
    '.sqs-block-social-links',
    '.sqs-block-socialaccountlinks-v2',
    '[data-definition-name="website.components.socialLinks"]',
  ].join(', '),
  // Idle, not visible: the names are for screen readers, which read the whole page, scrolled to
  // or not (and an accessibility audit reads it unscrolled). Nothing is drawn, so nothing waits.
  priority: 'idle',
  pack: 'social-links',
} satisfies BlockDefinition;

/**
 * The template's own social icons, outside any block: the 7.0 header's and side tray's
 * `nav.sqs-svg-icon--list` (the block's markup, without the block) and the Brine family's
 * `nav.SocialLinks` of connected accounts. The same names, drawn the same way.
 */
export const templateSocialLinks = {
  name: 'template-social-links',
  selector: 'nav.sqs-svg-icon--list, nav.SocialLinks',
  priority: 'idle',
  pack: 'social-links',
} satisfies BlockDefinition;
