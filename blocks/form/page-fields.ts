// The page and census fields SaveFormSubmission carries beside the form (spec runtime.md §7).
import type { PageContext } from '../../src/context/types';
import { readCookie } from '../../src/lib/cookies';
import { VISITOR_RECORD_COOKIE } from '../../src/lib/visitor-cookies';
import * as dom from '../../src/lib/dom';

export function submissionPageFields(context: PageContext): Record<string, string> {
  return {
    websiteId: context.website.id,
    pageId: context.item?.id ?? context.collection?.id ?? '',
    contentSource: context.item ? 'i' : 'c',
    pagePath: window.location.pathname,
    pageTitle: dom.title(),
    visitorCookie: readCookie(VISITOR_RECORD_COOKIE) ?? '',
  };
}
