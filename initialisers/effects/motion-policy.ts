// Whether effects move (runtime.md section 4: "Not applied in edit mode"; the issue: off under
// prefers-reduced-motion, nomotion=true and the site setting). When they do not, content the
// template hides until animated is shown at once, in its final state.
import type { PageContext } from '../../src/context/types';
import { noMotionRequested, prefersReducedMotion } from '../../src/lib/motion';
import * as dom from '../../src/lib/dom';

/** The site's animations setting (Site styles, Animations), from its template settings. */
export const ANIMATIONS_TWEAK = 'tweak-global-animations-enabled';

export type StillReason = 'edit-mode' | 'reduced-motion' | 'nomotion' | 'site-setting' | null;

/** Why effects stay still on this page now; null when they may move. */
export function stillReason(
  context: Pick<PageContext, 'tweaks'>,
  doc: Document = document,
): StillReason {
  if (dom.body(doc).classList.contains('sqs-edit-mode')) return 'edit-mode';
  if (prefersReducedMotion()) return 'reduced-motion';
  if (noMotionRequested(dom.view(doc)?.location ?? window.location)) return 'nomotion';
  if (context.tweaks[ANIMATIONS_TWEAK] === 'false') return 'site-setting';
  return null;
}
