import type { ControllerDefinition } from '../../src/runtime/types';
import {
  attachCheckboxFolderToggle,
  attachCheckboxNavToggle,
  attachMobileNavController,
} from './attach-checkbox-nav';
import { checkboxFolderToggle, checkboxNavToggle, mobileNavController } from './index';

export const checkboxNavDefinitions: ControllerDefinition[] = [
  { ...checkboxNavToggle, attach: attachCheckboxNavToggle },
  { ...checkboxFolderToggle, attach: attachCheckboxFolderToggle },
  { ...mobileNavController, attach: attachMobileNavController },
];
