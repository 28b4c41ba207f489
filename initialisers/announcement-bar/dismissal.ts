// A closed announcement bar stays closed for the rest of the browser session (sessionStorage).
// The stored value is a fingerprint of the announcement, so a new announcement shows again.
import type { AnnouncementBarSettings } from '../../src/context/types';

export const DISMISSED_KEY = 'sr-announcement-bar:dismissed';

/** FNV-1a over the text and link: short, stable, and enough to tell announcements apart. */
export function announcementFingerprint(settings: AnnouncementBarSettings): string {
  const input = `${settings.text}\n${settings.clickthroughUrl}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < input.length; index += 1) {
    hash ^= input.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function isDismissed(settings: AnnouncementBarSettings): boolean {
  try {
    return sessionStore()?.getItem(DISMISSED_KEY) === announcementFingerprint(settings);
  } catch {
    return false;
  }
}

/** Returns false when the browser refused the write (the bar then only closes on this page). */
export function rememberDismissal(settings: AnnouncementBarSettings): boolean {
  const store = sessionStore();
  if (!store) return false;
  try {
    store.setItem(DISMISSED_KEY, announcementFingerprint(settings));
    return true;
  } catch {
    return false;
  }
}
