// Code block (data-block-type 23) and the 2026 `website.components.code` component: the author's
// own HTML, scripts included, as the real pages carry it (fixtures/blocks/code.html):
//
// <div class="sqs-block code-block sqs-block-code" data-block-type="23" id="block-…">
//   <div class="sqs-block-content">
//     <script src="//js-eu1.hsforms.net/forms/embed/v2.js"></script>
//     <script>hbspt.forms.create({ region: "eu1", portalId: "…", formId: "…" });</script>
//   </div>
// </div>
//
// (Other real code blocks hold an in-page anchor, `<span id="learn-more">`, or a whole CRM form
// with its styles and scripts.) The scripts a page was served with ran as the browser read it:
// the block never runs them again. Scripts parsed into the page later as markup (a block added by
// an editor or a page transition) never run on their own: the block runs them once, in order, an
// external one waiting for the one before it, as the platform does (src/lib/run-scripts.ts), and
// never again after destroy()/init() or refresh(). Under the restrictive cookie policy, until the
// visitor accepts, a card says what would run and from where, with the cookie preferences and a
// button that runs it for this page view. A script the page's Content-Security-Policy refuses is
// logged, naming it; the others still run.
import type { BlockDefinition } from '../../src/runtime/types';

export const codeBlock = {
  name: 'code',
  blockType: 23,
  selector:
    '[data-block-type="23"], .sqs-block-code, [data-definition-name="website.components.code"]',
  priority: 'visible',
  pack: 'code',
} satisfies BlockDefinition;
