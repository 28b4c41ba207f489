// Share buttons (runtime.md section 7: "lazy bundles for … share buttons"): the `share-buttons`
// pack, fetched only by a page that has some. Two markups, both seen on real pages:
//
// 1. 7.0 templates draw the buttons themselves (Brine, York: fixtures/real-pages/
//    blog-post-gallery-summary-video-newsletter-7.0.html, and fixtures/blocks/share-buttons.html):
//    <div class="Share sqs-share-buttons" data-item-identifier="…" data-item-path="…">
//      <div class="Share-buttons">
//        <a href="https://www.facebook.com/sharer/sharer.php?u=…" target="_blank"
//           class="Share-buttons-item Share-buttons-item--social" data-service="facebook">
//          <svg class="Share-buttons-item-icon" viewBox="0 0 64 64"><use …/></svg>
//          <span class="Share-buttons-item-label">Facebook</span>
//          <span class="Share-buttons-item-count">0</span></a>…
//        <a href="#" class="Share-buttons-item Share-buttons-item--like" …>…</a></div></div>
//    The links are the server's: each gets a name ("Share on Facebook"), its icon is hidden from
//    screen readers, a new tab says so and cannot reach back (rel="noopener"), an unsafe one loses
//    its href. The like button is the platform's liking feature, not a share: left alone.
//
// 2. The platform's `social-button` formatters leave an empty element for the bundle to draw into
//    (Squarespace/template-compiler, PlatformUtils.makeSocialButton):
//    <div class="squarespace-social-buttons button-style" data-system-data-id="…"
//         data-asset-url="https://…/image.jpg" data-record-type="1" data-full-url="/blog/post"
//         data-title="A post"></div>   (`<span … inline-style>` for the inline one)
//    The bundle drew a "Share" button opening a list (`.ss-social-button-wrapper >
//    .ss-social-button`, `.ss-social-list-wrapper > .ss-social-button-list`: public copies of
//    real pages, ids 30317617843, 14006008903). Ours draws the same, as a disclosure button whose
//    list holds plain share links to the services the platform's own share markup links to
//    (./services.ts). No provider script, frame or count loads: nothing third-party runs, so
//    nothing waits for consent. No React.
import type { BlockDefinition } from '../../src/runtime/types';

export const shareButtonsBlock = {
  name: 'share-buttons',
  selector: '.sqs-share-buttons, .squarespace-social-buttons',
  // Nothing moves and the links work without it: names and the menu can wait for an idle moment.
  priority: 'idle',
  pack: 'share-buttons',
} satisfies BlockDefinition;
