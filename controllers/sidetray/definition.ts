import type { ControllerDefinition } from '../../src/runtime/types';
import {
  attachFolders,
  attachNavToggle,
  attachSearchToggle,
  attachSocialToggle,
} from './attach-sidetray';
import { sidetrayControllers } from './index';

const attach: Record<string, ControllerDefinition['attach']> = {
  NavToggle: attachNavToggle,
  Folders: attachFolders,
  SocialToggle: attachSocialToggle,
  SearchToggle: attachSearchToggle,
};

/** The controllers of the pack: those with code (static ones stay as the core has them). */
export const sidetrayDefinitions: ControllerDefinition[] = sidetrayControllers
  .filter((definition) => attach[definition.name])
  .map((definition) => ({ ...definition, attach: attach[definition.name] }));
