// FooterBreakpoints (Brine family): a footer in the "Columns" layout shows its navigation groups
// side by side, in two columns (`Footer--mid`) when they do not fit across, and one above another
// (`Footer--compact`) when a group is wider than the navigation itself. Other layouts need
// nothing.
//
// <footer class="Footer" role="contentinfo" data-controller="FooterBreakpoints">
//   … <nav class="Footer-nav"><div class="Footer-nav-group">…</div>…</nav>
import { onResizeFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';
import { overflows } from './ancillary-layout';
import * as dom from '../../src/lib/dom';

/** The body class of the site's "Columns" footer layout. */
export const COLUMNS_LAYOUT_CLASS = 'tweak-footer-layout-columns';

export function attachFooterBreakpoints({ element, server, signal }: ControllerProps): void {
  const nav = element.querySelector<HTMLElement>('.Footer-nav');
  if (!nav || !dom.body(element.ownerDocument).classList.contains(COLUMNS_LAYOUT_CLASS)) return;
  const groups = Array.from(nav.querySelectorAll<HTMLElement>('.Footer-nav-group'));
  const fits = (stacked: boolean) =>
    !overflows(
      nav.getBoundingClientRect().width,
      groups.map((group) => group.offsetWidth),
      stacked,
    );

  const sync = () => {
    server.toggleClass(element, 'Footer--compact', false);
    server.toggleClass(element, 'Footer--mid', false);
    if (fits(false)) return;
    server.toggleClass(element, 'Footer--mid', true);
    if (!fits(true)) server.toggleClass(element, 'Footer--compact', true);
  };
  sync();
  onResizeFrame(sync, signal);
}
