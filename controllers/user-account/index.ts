// The header's site-user account link (UserAccountLink; 7.1 headers, desktop and phone menu, and
// the 7.0 doncab templates), in the `user-account` pack (fixture in
// fixtures/controllers/header-7.1.html and banner-index-7.0.html).
//
// <div class="user-accounts-link header-nav-item header-nav-item--collection customerAccountLoginDesktop"
//      data-controller="UserAccountLink" data-animation-role="header-element">
//   <a class="user-accounts-text-link header-nav-item" href="#" data-animation-role="header-element">
//     <span class="unauth">Login</span>
//     <span class="auth">Account</span>
//   </a>
// </div>
//
// An icon instead of the words: `<a class="user-accounts-icon-link" href="#"><svg …/></a>`.
import type { ControllerDefinition } from '../../src/runtime/types';

export const userAccountLinkController = {
  name: 'UserAccountLink',
  // Its words change with the visitor's state: settled before the header is seen.
  priority: 'critical',
  pack: 'user-account',
} satisfies ControllerDefinition;
