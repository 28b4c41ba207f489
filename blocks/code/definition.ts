// The whole definition of the code block: what the core knows (./index.ts), the reader and the
// attach. Registered by the `code` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachCode } from './attach-code';
import { codeBlock } from './index';
import { readCode, type CodeData } from './read-code';

export const codeBlockDefinition: BlockDefinition<CodeData> = {
  ...codeBlock,
  readData: readCode,
  attach: attachCode,
};
