// Reads a comments block (data-block-type 16, see ./index.ts): the comments of the item it names,
// or of the page's own item.
import type { CommentsData } from './read-comments';
import { commentsOf, readComments } from './read-comments';

export function readCommentsBlock(element: HTMLElement): CommentsData {
  // A block that holds the template's comments element reads as that element does.
  const thread = element.querySelector<HTMLElement>('.squarespace-comments');
  if (thread) return readComments(thread);
  const itemId =
    element.getAttribute('data-item-id')?.trim() ||
    window.SiteRuntime?.store.getState().context.item?.id.trim() ||
    '';
  return commentsOf(itemId, element.getAttribute('data-public-comment-count'));
}
