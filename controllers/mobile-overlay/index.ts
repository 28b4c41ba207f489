// 7.0 templates with a full-screen phone overlay (the Brine family), in the `mobile-overlay` pack.
//
// Markup (fixtures/controllers/mobile-overlay-7.0.html, from fixtures/real-pages/DFKHelper__…):
//
// <div class="Mobile" data-nc-base="mobile-bar">
//   <div class="Mobile-bar Mobile-bar--bottom">…
//     <button class="Mobile-bar-menu" data-controller-overlay="menu"
//             data-controller="MobileOverlayToggle" aria-label="Open navigation menu">…</button>
//   </div>
//   <div class="Mobile-overlay">
//     <div class="Mobile-overlay-menu" data-controller="MobileOverlayFolders">
//       <div class="Mobile-overlay-menu-main">
//         <nav class="Mobile-overlay-nav Mobile-overlay-nav--primary">
//           <a href="/about" class="Mobile-overlay-nav-item">About</a>
//           <button class="Mobile-overlay-nav-item Mobile-overlay-nav-item--folder"
//                   data-controller-folder-toggle="services">Services</button>
//         </nav>
//       </div>
//       <div class="Mobile-overlay-folders">
//         <div class="Mobile-overlay-folder" data-controller-folder="services">
//           <button class="Mobile-overlay-folder-item Mobile-overlay-folder-item--toggle"
//                   data-controller-folder-toggle="services">Back</button>
//           <a href="/services/a" class="Mobile-overlay-folder-item">A</a>
//         </div>
//       </div>
//     </div>
//     <button class="Mobile-overlay-close" data-controller="MobileOverlayToggle"
//             aria-label="Close navigation menu">…</button>
//     <div class="Mobile-overlay-back" data-controller="MobileOverlayToggle"></div>
//   </div>
// </div>
//
// The template's CSS keys on `is-mobile-overlay-active` on <body> (the overlay shows) and on
// `has-active-folder` (menu) with `is-active-folder` (folder) for an open folder.
import type { ControllerDefinition } from '../../src/runtime/types';

export const MOBILE_OVERLAY_PACK = 'mobile-overlay';

export const mobileOverlayControllers: ControllerDefinition[] = [
  ...['MobileOverlayToggle', 'MobileOverlayFolders'].map(
    (name) =>
      ({ name, priority: 'critical', pack: MOBILE_OVERLAY_PACK }) satisfies ControllerDefinition,
  ),
  // The desktop header's folder titles (`<a class="Header-nav-folder-title"
  // data-controller="HeaderNavFolderTouch">`, fixtures/real-pages/commerce/, The London Dolls).
  {
    name: 'HeaderNavFolderTouch',
    static:
      "The folder opens on hover and keyboard focus in the template's CSS; phones use the overlay's folders",
  },
];
