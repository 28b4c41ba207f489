// The whole definition of comments. Registered by the `comments` pack.
import type { BlockDefinition } from '../../src/runtime/types';
import { attachComments } from './attach-comments';
import { commentsBlock, commentsBlockType } from './index';
import { readCommentsBlock } from './read-comments-block';
import { readComments, type CommentsData } from './read-comments';

export const commentsDefinition: BlockDefinition<CommentsData> = {
  ...commentsBlock,
  readData: readComments,
  attach: attachComments,
};

export const commentsBlockTypeDefinition: BlockDefinition<CommentsData> = {
  ...commentsBlockType,
  readData: readCommentsBlock,
  attach: attachComments,
};
