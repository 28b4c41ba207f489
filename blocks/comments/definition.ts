// The whole definition of comments. Registered by the `comments` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachComments } from './attach-comments';
import { commentsBlock } from './index';
import { readComments, type CommentsData } from './read-comments';

export const commentsDefinition: BlockDefinition<CommentsData> = {
  ...commentsBlock,
  readData: readComments,
  attach: attachComments,
};
