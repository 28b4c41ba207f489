// FadeInContent (Skye family): the template keeps the page's content hidden while `<main>` has
// the class `loading`, and fades it in once script takes the class away.
//
// <main id="page" class="site-page loading …" data-controller="FadeInContent">…</main>
import type { ControllerProps } from '../../src/runtime/types';

export function attachFadeInContent({ element, server }: ControllerProps): void {
  server.toggleClass(element, 'loading', false);
}
