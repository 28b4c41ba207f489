// The whole definition of the `user-account` pack: what the core knows (./index.ts) and the code.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachUserAccountLink } from './attach-user-account-link';
import { userAccountLinkController } from './index';

export const userAccountDefinitions: ControllerDefinition[] = [
  { ...userAccountLinkController, attach: attachUserAccountLink },
];
