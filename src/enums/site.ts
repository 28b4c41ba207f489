import { defineEnum, type EnumCode } from './define-enum';

/** website.siteStatus.value: runtime.md section 3, widgets.md section 6. */
export const SiteStatus = defineEnum({
  EXPIRED: 1,
  PASTDUE: 2,
  TRIAL: 3,
  BETA: 4,
  REMOVED: 5,
  INTERNAL: 6,
  COMPED: 7,
  PAID: 8,
  V5_LINKED: 11,
  ACTIVE_PARKING_PAGE: 12,
  RESOLD: 13,
  RESOLD_GRACE_PERIOD: 14,
  ENTERPRISE: 15,
});
export type SiteStatus = EnumCode<typeof SiteStatus>;

/** website.websiteType. */
export const SiteType = defineEnum({
  CLASSIC: 1,
  COVER_PAGE: 2,
  PARKING_PAGE: 3,
  COMMERCE: 4,
  ENTERPRISE: 5,
});
export type SiteType = EnumCode<typeof SiteType>;

/** Platform version strings (templateVersion): 7, 7.1 and 8. */
export const VersionString = defineEnum({ V7: '7', V7_1: '7.1', V8: '8' });
export type VersionString = EnumCode<typeof VersionString>;
