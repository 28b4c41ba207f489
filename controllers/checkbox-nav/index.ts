// 7.0 templates whose phone menu and folders open with a hidden checkbox and its <label> (the CSS
// keys on `:checked`), with no data-controller at all (fixtures/real-pages/rootwork__…): the
// controllers are found by their markup, in the `checkbox-nav` pack.
//
// Markup (fixtures/controllers/checkbox-nav-7.0.html):
//
// <div id="site">
//   <input type="checkbox" name="mobile-nav-toggle" id="mobileNavToggle"
//          class="mobile-nav-toggle-box hidden" />
//   <div id="overlayNav"><div id="mobileNavWrapper" class="nav-wrapper">
//     <nav id="mobileNavigation">
//       <div class="collection"><a href="/contact">Contact</a></div>
//       <div class="folder">
//         <input type="checkbox" id="mobile-folder-toggle-…" class="folder-toggle-box hidden" />
//         <label for="mobile-folder-toggle-…" class="folder-toggle-label" onclick
//                data-href="/about">About</label>
//         <div class="subnav"><div class="collection"><a href="…">…</a></div>…</div>
//       </div>
//     </nav>
//   </div></div>
//   <header id="header">…
//     <label for="mobileNavToggle" class="mobile-nav-toggle-label">
//       <div class="top-bar"></div><div class="middle-bar"></div><div class="bottom-bar"></div>
//     </label>
//     (the desktop navigation: the same folders, with their own checkboxes)
//   </header>
//
// A hidden checkbox takes no focus and its label is no button: the labels become buttons with a
// name and `aria-expanded`, and the checkbox's `checked` stays what the CSS reads.
import type { ControllerDefinition } from '../../src/runtime/types';

export const CHECKBOX_NAV_PACK = 'checkbox-nav';

export const checkboxNavToggle = {
  name: 'CheckboxNavToggle',
  // The doncab templates name the same checkbox MobileNavController: that one runs it.
  selector:
    'input[type="checkbox"].mobile-nav-toggle-box[id]:not([data-controller*=MobileNavController])',
  priority: 'critical',
  pack: CHECKBOX_NAV_PACK,
} satisfies ControllerDefinition;

export const checkboxFolderToggle = {
  name: 'CheckboxFolderToggle',
  selector: 'input[type="checkbox"].folder-toggle-box[id]',
  priority: 'critical',
  pack: CHECKBOX_NAV_PACK,
} satisfies ControllerDefinition;

// The doncab templates (York family) put `data-controller="MobileNavController"` on that very
// checkbox, before the phone bar and the overlay it opens:
//
// <input type="checkbox" name="mobile-nav-toggle" id="mobileNavToggle"
//        class="mobile-nav-toggle-box hidden" data-controller="MobileNavController" />
// <div class="mobile-bar-wrapper">…
//   <label for="mobileNavToggle" class="mobile-nav-toggle-label" onclick>
//     <svg class="Icon Icon--hamburger">…</svg><svg class="Icon Icon--close">…</svg></label>
// </div>
// <div class="overlay-nav-container" id="overlayNav"><div class="overlay-nav-wrapper">
//   <nav class="mobile-nav">…</nav></div></div>
//
// The same menu, and the template's stylesheet keys on `mobile-menu-open` on <html> and <body>.
export const mobileNavController = {
  name: 'MobileNavController',
  priority: 'critical',
  pack: CHECKBOX_NAV_PACK,
} satisfies ControllerDefinition;

export const checkboxNavControllers = [
  checkboxNavToggle,
  checkboxFolderToggle,
  mobileNavController,
];
