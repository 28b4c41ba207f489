// 7.0 templates with a side tray for navigation (the Skye family: the 7.0 blog page of
// fixtures/real-pages), in the `sidetray` pack.
//
// Markup (fixtures/controllers/sidetray-7.0.html):
//
// <body data-controller="SyncHeader, AddScrollingClass, HeaderScroll, BodyMinHeight">
//   <div class="nav-close-toggle-wrapper" id="navCloseToggleWrapper">
//     <a class="nav-toggle-close-label" id="navCloseToggle" data-controller="NavToggle">…</a>
//   </div>
//   <div id="sideTrayWrapper" class="sidetray-wrapper">
//     <div class="main-nav-wrapper" data-controller="NavOverflow">
//       <nav id="mainNavigation" class="main-navigation">
//         <div class="nav-link--collection"><a href="/">Home</a></div>
//         <div class="nav-link--folder" data-controller="Folders">
//           <div for="folder-toggle-…" class="folder-toggle">Travel</div>
//           <div class="subnav"><div class="nav-link--external"><a href="…">…</a></div>…</div>
//         </div>
//       </nav>
//     </div>
//     <div class="sidetray-blocks" data-controller="SidetrayBlocksOverflow">…</div>
//   </div>
//   <header id="header">
//     <a class="nav-toggle-label" id="navToggle" data-controller="NavToggle"><svg…/></a>
//     <div class="social-ellipsis" id="socialEllipsis" data-controller="SocialToggle">…</div>
//     <nav class="header-special-social …">…</nav>
//     <a href="/search" class="header-search" data-controller="SearchToggle">…</a> (icons only:
//     the runtime names it; the link leads to the search page)
//   </header>
//   …
//   <div id="mobileBar" class="mobile-bar" data-controller="MobileOffset">
//     <a class="nav-toggle-label nav-toggle-label--mobile" id="navToggleMobile"
//        data-controller="NavToggle">…</a> (and a SocialToggle, a SearchToggle)
//   </div>
//
// The toggles are <a>s without href and <div>s: the runtime makes them buttons with names. The
// template's stylesheet was not saved with the page: the state classes set here (`sidetray-open`
// on <body>, `folder-open` on a folder, `social-open` on <body>) follow the template's naming and
// are not checked against its CSS.
import type { ControllerDefinition } from '../../src/runtime/types';

export const SIDETRAY_PACK = 'sidetray';

export const sidetrayControllers: ControllerDefinition[] = [
  ...['NavToggle', 'Folders', 'SocialToggle', 'SearchToggle'].map(
    (name) => ({ name, priority: 'critical', pack: SIDETRAY_PACK }) satisfies ControllerDefinition,
  ),
  {
    name: 'NavOverflow',
    static: 'The side tray scrolls its overflowing navigation with CSS overflow',
  },
  {
    name: 'SidetrayBlocksOverflow',
    static: 'The side tray scrolls its overflowing blocks with CSS overflow',
  },
  {
    name: 'AddScrollingClass',
    static:
      'The class only turned hover effects off while scrolling; browsers scroll off the main thread',
  },
];
