import type { ControllerDefinition } from '../../src/runtime/types';
import { attachMobileOverlayFolders, attachMobileOverlayToggle } from './attach-mobile-overlay';
import { MOBILE_OVERLAY_PACK, mobileOverlayControllers } from './index';

const attach = {
  MobileOverlayToggle: attachMobileOverlayToggle,
  MobileOverlayFolders: attachMobileOverlayFolders,
};

export const mobileOverlayDefinitions: ControllerDefinition[] = mobileOverlayControllers
  .filter((definition) => definition.pack === MOBILE_OVERLAY_PACK)
  .map((definition) => ({
    ...definition,
    attach: attach[definition.name as keyof typeof attach],
  }));
