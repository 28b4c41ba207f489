// What the `cookie-banner` pack hands the core through definePack: the banner's React host (the
// bar or popup, and their actions). Deciding when it shows and recording the choice stay in core.
import { createBannerHost } from './banner-host';

export const cookieBannerPack = { createBannerHost };

export type CookieBannerPack = typeof cookieBannerPack;
