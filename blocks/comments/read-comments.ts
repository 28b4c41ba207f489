import { BlockSkip } from '../../src/runtime/types';

export type CommentsData =
  | { kind: 'site'; itemId: string; count: number | null }
  | { kind: 'disqus'; itemId: string; shortname: string };

const ITEM_ID = /^[a-f0-9]{24}$|^[\w-]{1,64}$/i;

export function readComments(element: HTMLElement): CommentsData {
  const itemId =
    element.getAttribute('data-item-id')?.trim() || element.id.replace(/^comments-/, '').trim();
  return commentsOf(itemId, element.getAttribute('data-public-comment-count'));
}

/**
 * The comments of `itemId` as the context's settings say: none (BlockSkip), Disqus's thread or
 * the site's own, with the count the page gave (`data-public-comment-count`) when it gave one.
 */
export function commentsOf(itemId: string, countAttribute: string | null): CommentsData {
  const context = window.SiteRuntime?.store.getState().context;
  if (!context?.websiteSettings.commentsEnabled) {
    throw new BlockSkip('comments are off for this site (websiteSettings.commentsEnabled)');
  }
  if (!ITEM_ID.test(itemId)) throw new BlockSkip('no item id for the comments');
  const shortname = context.websiteSettings.disqusShortname.trim();
  if (shortname) {
    if (!/^[a-z0-9-]{1,64}$/i.test(shortname)) throw new BlockSkip('unusable Disqus shortname');
    return { kind: 'disqus', itemId, shortname: shortname.toLowerCase() };
  }
  const count = Number(countAttribute);
  return { kind: 'site', itemId, count: Number.isInteger(count) && count >= 0 ? count : null };
}
