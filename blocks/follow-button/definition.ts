// The whole definition of the follow button: what the core knows (./index.ts), the reader and the
// attach. Registered by the `follow-button` pack (./pack.ts). No React.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachFollowButton } from './attach-follow-button';
import { followButtonBlock } from './index';
import { readFollowButton, type FollowButtonData } from './read-follow-button';

export const followButtonDefinition: BlockDefinition<FollowButtonData> = {
  ...followButtonBlock,
  readData: readFollowButton,
  attach: attachFollowButton,
};
