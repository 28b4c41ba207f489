// The frame of 7.0 template pages: fixed headers and phone bars, the page's fade-in, header and
// footer layouts that depend on what fits, the body classes that say what the header holds
// (Skye, Brine and doncab families; markup at the top of each file, fixtures in
// fixtures/controllers/). One `page-frame` pack.
import type { ControllerDefinition } from '../../src/runtime/types';

export const PAGE_FRAME_PACK = 'page-frame';

const frame = (name: string, priority: ControllerDefinition['priority'] = 'visible') =>
  ({ name, priority, pack: PAGE_FRAME_PACK }) satisfies ControllerDefinition;

export const pageFrameControllers: ControllerDefinition[] = [
  // The template hides the header and the page (`.loading`) until these run.
  frame('SyncHeader', 'critical'),
  frame('FadeInContent', 'critical'),
  // They decide where the header and phone bars sit: before the visitor sees the page.
  frame('MobileClassname', 'critical'),
  frame('HeaderOverlay', 'critical'),
  frame('MobileOffset', 'critical'),
  frame('AncillaryLayout', 'critical'),
  frame('BodyClassController', 'critical'),
  frame('HeaderScroll'),
  frame('BodyMinHeight'),
  frame('FooterBreakpoints'),
  {
    name: 'HashManager',
    static: "Same-page links scroll with the browser's own anchor navigation",
  },
  { name: 'SiteLoader', static: 'Pages load whole: no AJAX page swaps to show a loader for' },
];
