// POST /api/census/form-render once per form shown (spec runtime.md §7): a block that mounts again
// (a destroy()/init() cycle, a retry after a failure) does not count its form twice. It is a
// tracking call: FormView makes it only once tracking is allowed (src/store/consent.ts).
import { recordFormRender } from '../../src/api/census';
import { readCookie } from '../../src/lib/cookies';
import { VISITOR_RECORD_COOKIE } from '../../src/lib/visitor-cookies';

const counted = new Set<string>();

export function recordFormShown(formId: string, blockId: string): void {
  const key = `${blockId}\n${formId}`;
  if (counted.has(key)) return;
  counted.add(key);
  void recordFormRender(formId, readCookie(VISITOR_RECORD_COOKIE) ?? '');
}
