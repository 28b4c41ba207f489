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
// 7.0 Brine pages write a button: `<div class="Header-account" data-controller="UserAccountLink">
// <button class="user-accounts-text-link"><span class="unauth">Sign In</span><span class="auth">My
// Account</span></button>…` (fixtures/real-pages/commerce/, The London Dolls). Some 7.1 pages leave
// the container empty for the platform's script to draw the link
// (fixtures/real-pages/commerce/7.1__service-subscription-monthly.html).
import type { ControllerDefinition } from '../../src/runtime/types';

export const userAccountLinkController = {
  name: 'UserAccountLink',
  // Its words change with the visitor's state: settled before the header is seen.
  priority: 'critical',
  pack: 'user-account',
} satisfies ControllerDefinition;
