// BodyClassController (doncab templates, on `<body>`): the body says which parts of the header
// have content (`has-tagline`, `has-primary-nav`, `has-secondary-nav`), and the template's
// stylesheet lays the header out from those classes. The server writes them from the site's
// settings; the parts themselves decide: a part the header layout leaves out, or leaves empty,
// takes its class away.
//
// <body class="… has-tagline has-primary-nav" data-controller="BodyClassController">
//   <div class="header-… " data-nc-element="tagline">Tagline</div>
//   <nav data-nc-element="primary-nav">…</nav>
//   <nav data-nc-element="secondary-nav"></nav>
//
// The classes are set at once, before the visitor sees the page (a critical controller), and the
// same as the server's on any page whose header matches its settings: nothing moves.
import { ownedClass } from '../../src/lib/owned-class';
import type { ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** Each class and the header part (`data-nc-element`) whose content it stands for. */
export const BODY_PARTS: ReadonlyArray<readonly [className: string, part: string]> = [
  ['has-tagline', 'tagline'],
  ['has-secondary-nav', 'secondary-nav'],
  ['has-primary-nav', 'primary-nav'],
];

export function attachBodyClassController({ element, signal }: ControllerProps): void {
  const body = dom.body(element.ownerDocument);
  // Each class is taken in hand before any changes, so each goes back to its own place.
  const setters = BODY_PARTS.map(([className]) => ownedClass(body, className, signal));
  BODY_PARTS.forEach(([, part], index) => {
    const node = body.querySelector(`[data-nc-element="${part}"]`);
    setters[index]?.(node?.hasChildNodes() ?? false);
  });
}
