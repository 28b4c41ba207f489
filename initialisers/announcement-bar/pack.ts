// The `announcement-bar` pack: built to dist/packs/announcement-bar.js and loaded by the core only
// when the bar shows. Its styles stay in the core stylesheet (imported by index.ts).
import { ANNOUNCEMENT_BAR_PACK } from './constants';
import { announcementBarPack } from './pack-exports';

window.SiteRuntime?.definePack(ANNOUNCEMENT_BAR_PACK, announcementBarPack);
