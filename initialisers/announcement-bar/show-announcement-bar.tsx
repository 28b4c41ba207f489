import type { AnnouncementBarSettings } from '../../src/context/types';
import { openBodyRoot } from '../../src/lib/root-container';
import type { Logger } from '../../src/runtime/types';
import { AnnouncementBar } from './AnnouncementBar';
import { announcementBarHref } from './bar-link';

export interface ShowAnnouncementBarOptions {
  settings: AnnouncementBarSettings;
  log: Pick<Logger, 'warn'>;
  /** The visitor closed it. */
  onDismiss: () => void;
}

export interface AnnouncementBarHandle {
  /** Unmounts the bar and takes its host out of the page (destroy()). */
  remove: () => void;
}

/** Draws the bar in a React root of its own, in a host at the start of <body>. */
export function showAnnouncementBar({
  settings,
  log,
  onDismiss,
}: ShowAnnouncementBarOptions): AnnouncementBarHandle {
  const href = announcementBarHref(settings, log);
  const { root, remove } = openBodyRoot('announcement-bar', 'sr-announcement-bar-host', {
    at: 'start',
  });
  root.render(
    <AnnouncementBar
      html={settings.text}
      href={href}
      newWindow={settings.newWindow}
      onDismiss={onDismiss}
    />,
  );
  return { remove };
}
