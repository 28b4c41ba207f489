// Announcement bar (runtime.md sections 1 and 4). Shown when the context's showAnnouncementBar is
// true, and always for a logged-in user, with the text of websiteSettings.announcementBarSettings
// (platform HTML) and, when its clickthroughUrl is a followable link, the whole bar as that link.
// The close button hides it for the rest of the session.
//
// Placement: fixed to the top of the viewport, over the page, so that it never shifts the content
// the visitor is already looking at (the runtime adds no layout shift). Templates that render a
// `.sqs-announcement-bar-dropzone` (both saved real pages do) expect it in the page flow; putting
// it there after the first paint would push the whole page down, so the dropzone is left empty
// and the bar's height is offered as --sr-announcement-bar-height for templates to make room.
//
// Whether it shows is decided in the core; the bar (and the check of its link) comes from the
// `announcement-bar` pack, fetched only when it shows (its styles stay in the core stylesheet:
// imported here).
import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { afterStylesheet } from '../../src/runtime/assets';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { ANNOUNCEMENT_BAR_PACK } from './constants';
import { isDismissed, rememberDismissal } from './dismissal';
import type { AnnouncementBarPack } from './pack-exports';
import type { AnnouncementBarHandle } from './show-announcement-bar';
import './announcement-bar.css';

export const announcementBarInitialiser: InitialiserDefinition = {
  name: 'announcement-bar',
  init({ context, signal, log, loadPack }) {
    const settings = context.websiteSettings.announcementBarSettings;
    // A viewer-only account is treated like a visitor (runtime.md section 6).
    const loggedIn = isLoggedInAccount(context) && !isViewerOnlyAccount(context);
    if (!context.showAnnouncementBar && !loggedIn) {
      log.debug('Announcement bar is off');
      return;
    }
    if (!settings || settings.text.trim() === '') {
      log.debug('Announcement bar has no text: nothing to show');
      return;
    }
    if (isDismissed(settings)) {
      log.debug('Announcement bar was closed earlier in this session');
      return;
    }

    let bar: AnnouncementBarHandle | null = null;
    loadPack<AnnouncementBarPack>(ANNOUNCEMENT_BAR_PACK).then(
      ({ showAnnouncementBar }) => {
        if (signal.aborted) return;
        // Drawn once the runtime's styles are in, so that it never shifts when they arrive.
        afterStylesheet(() => {
          bar = showAnnouncementBar({
            settings,
            log,
            onDismiss: () => {
              if (!rememberDismissal(settings)) {
                log.warn('Session storage refused: the announcement bar returns on the next page');
              }
            },
          });
        }, signal);
      },
      (error: unknown) => {
        if (!signal.aborted) {
          log.error('The announcement bar could not be loaded: it stays hidden', error);
        }
      },
    );

    return () => bar?.remove();
  },
};
