import type { ControllerDefinition } from '../../src/runtime/types';
import { attachMobileOverlayFolders, attachMobileOverlayToggle } from './attach-mobile-overlay';
import { mobileOverlayControllers } from './index';

const attach = {
  MobileOverlayToggle: attachMobileOverlayToggle,
  MobileOverlayFolders: attachMobileOverlayFolders,
};

export const mobileOverlayDefinitions: ControllerDefinition[] = mobileOverlayControllers.map(
  (definition) => ({ ...definition, attach: attach[definition.name as keyof typeof attach] }),
);
