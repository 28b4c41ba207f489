// What the `announcement-bar` pack hands the core through definePack: the bar and its React root.
import { showAnnouncementBar } from './show-announcement-bar';

export const announcementBarPack = { showAnnouncementBar };

export type AnnouncementBarPack = typeof announcementBarPack;
