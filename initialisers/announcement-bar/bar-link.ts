import type { AnnouncementBarSettings } from '../../src/context/types';
import { categoriseLink, safeHref } from '../../src/lib/links';
import type { Logger } from '../../src/runtime/types';

/**
 * The link the whole bar becomes: its clickthroughUrl when that is followable, else null (the bar
 * shows without a link, and a link that is never followed, such as javascript:, is logged).
 */
export function announcementBarHref(
  settings: AnnouncementBarSettings,
  log: Pick<Logger, 'warn'>,
): string | null {
  const href = safeHref(settings.clickthroughUrl);
  if (href === null && settings.clickthroughUrl !== '') {
    log.warn(
      `Announcement bar link ignored: a ${categoriseLink(settings.clickthroughUrl)} link is never followed`,
    );
  }
  return href;
}
