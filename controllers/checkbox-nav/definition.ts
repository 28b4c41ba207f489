import type { ControllerDefinition } from '../../src/runtime/types';
import { attachCheckboxFolderToggle, attachCheckboxNavToggle } from './attach-checkbox-nav';
import { checkboxFolderToggle, checkboxNavToggle } from './index';

export const checkboxNavDefinitions: ControllerDefinition[] = [
  { ...checkboxNavToggle, attach: attachCheckboxNavToggle },
  { ...checkboxFolderToggle, attach: attachCheckboxFolderToggle },
];
