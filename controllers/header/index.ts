// The 7.1 header (`data-controller="Header"`), in the `header` pack, without React.
//
// Markup (fixtures/controllers/header-7.1.html, from the real 7.1 pages):
//
// <header id="header" class="header theme-col--primary" data-controller="Header" …>
//   <div class="header-announcement-bar-wrapper">
//     <div class="header-inner …">
//       <div class="header-display-desktop">…
//         <div class="header-burger …"><button class="header-burger-btn burger">
//           <span hidden class="js-header-burger-open-title visually-hidden">Open Menu</span>
//           <span hidden class="js-header-burger-close-title visually-hidden">Close Menu</span>
//           <div class="burger-box">…</div></button></div>
//       </div>
//       <div class="header-display-mobile">… (the same burger again) </div>
//     </div>
//   </div>
//   <div class="header-menu header-menu--folder-list" data-section-id="overlay-nav">
//     <div class="header-menu-bg"></div>
//     <div class="header-menu-nav"><nav class="header-menu-nav-list">
//       <div data-folder="root" class="header-menu-nav-folder">
//         <div class="header-menu-nav-folder-content">
//           <div class="header-menu-nav-wrapper">
//             <div class="container header-menu-nav-item …"><a href="/about">…</a></div>
//             <div class="container header-menu-nav-item">
//               <a data-folder-id="/more" href="/more">…Folder:… More …</a></div>
//             <div data-folder="/more" class="header-menu-nav-folder">
//               <div class="header-menu-nav-folder-content">
//                 <div class="header-menu-controls …"><a class="header-menu-controls-control …"
//                    data-action="back" href="/">…Back</a></div>
//                 <div class="container header-menu-nav-item"><a href="/faqs">…</a></div>
//               …
//       <div class="header-menu-actions social-accounts">…</div> [<div class="header-menu-cta">…]
//
// Both burgers open the one menu; the one that opened it takes the focus back when it closes.
import type { ControllerDefinition } from '../../src/runtime/types';

export const HEADER_PACK = 'header';

export const headerController = {
  name: 'Header',
  // At boot: a visitor may reach for the menu before anything else.
  priority: 'critical',
  pack: HEADER_PACK,
} satisfies ControllerDefinition;
