// The site's own comments (runtime.md sections 1 and 3: commentsEnabled without a Disqus
// shortname). ASSUMED (README): the endpoint and the answer's shape, which the spec does not show.
import { asArray, asNumber, asRecord, asString, isRecord } from '../lib/coerce';
import { request } from '../request';
import { withSystemErrorFallback, type CallOptions } from './call-options';
import { COMMENTS_PATH } from './constants';

export { COMMENTS_PATH };
/** The target type of an item (a blog post): the comments' owner. */
export const ITEM_TARGET_TYPE = 1;

export interface SiteComment {
  id: string;
  author: string;
  /** Platform-rendered HTML: inserted only through the allow-list (src/lib/sanitise-html.ts). */
  html: string;
  /** Milliseconds since the epoch; 0 when unknown. */
  addedOn: number;
  replies: SiteComment[];
}

export interface CommentsPage {
  comments: SiteComment[];
  total: number;
  /** The next page's number, or null at the end. */
  nextPage: number | null;
}

const MAX_DEPTH = 4;

function readComment(value: unknown, depth = 0): SiteComment | null {
  if (!isRecord(value)) return null;
  const id = asString(value.id);
  if (!id) return null;
  const author = asRecord(value.author);
  return {
    id,
    author: asString(author.displayName, asString(value.authorName)).trim(),
    html: asString(value.body, asString(value.html)),
    addedOn: asNumber(value.addedOn),
    replies:
      depth < MAX_DEPTH
        ? asArray(value.replies ?? value.children)
            .map((reply) => readComment(reply, depth + 1))
            .filter((reply): reply is SiteComment => reply !== null)
        : [],
  };
}

export function readCommentsPage(body: unknown): CommentsPage {
  const answer = asRecord(body);
  const comments = asArray(answer.comments)
    .map((comment) => readComment(comment))
    .filter((comment): comment is SiteComment => comment !== null);
  const next = asNumber(answer.nextPage, 0);
  return {
    comments,
    total: Math.max(asNumber(answer.totalCount, comments.length), comments.length),
    nextPage: Number.isInteger(next) && next > 0 ? next : null,
  };
}

/** GET the comments of an item, one page at a time. */
export async function getComments(
  itemId: string,
  page: number,
  options: CallOptions = {},
): Promise<CommentsPage> {
  const body = await request(COMMENTS_PATH, {
    ...withSystemErrorFallback(options),
    query: { targetId: itemId, targetType: ITEM_TARGET_TYPE, page },
    retry: true,
  });
  return readCommentsPage(body);
}
