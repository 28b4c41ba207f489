// The whole 7.1 header controller: what the core knows (./index.ts) and its attach.
import type { ControllerDefinition } from '../../src/runtime/types';
import { attachHeader } from './attach-header';
import { headerController } from './index';
import './header.css';

export const headerControllerDefinition: ControllerDefinition = {
  ...headerController,
  attach: attachHeader,
};
