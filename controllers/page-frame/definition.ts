// The whole definitions of the `page-frame` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachAncillaryLayout } from './ancillary-layout';
import { attachBodyClassController } from './body-classes';
import { attachFadeInContent } from './fade-in-content';
import { attachBodyMinHeight, attachHeaderScroll, attachSyncHeader } from './fixed-header';
import { attachFooterBreakpoints } from './footer-breakpoints';
import { attachHeaderOverlay } from './header-overlay';
import { PAGE_FRAME_PACK, pageFrameControllers } from './index';
import { attachMobileClassname, attachMobileOffset } from './mobile-bars';

const attach: Record<string, ControllerDefinition['attach']> = {
  SyncHeader: attachSyncHeader,
  FadeInContent: attachFadeInContent,
  MobileClassname: attachMobileClassname,
  HeaderOverlay: attachHeaderOverlay,
  MobileOffset: attachMobileOffset,
  AncillaryLayout: attachAncillaryLayout,
  BodyClassController: attachBodyClassController,
  HeaderScroll: attachHeaderScroll,
  BodyMinHeight: attachBodyMinHeight,
  FooterBreakpoints: attachFooterBreakpoints,
};

/** The controllers of the pack: those with code (static ones stay as the core has them). */
export const pageFrameDefinitions: ControllerDefinition[] = pageFrameControllers
  .filter((definition) => definition.pack === PAGE_FRAME_PACK)
  .map((definition) => ({ ...definition, attach: attach[definition.name] }));
