import { defineEnum, type EnumCode } from './define-enum';

/** Analytics (census) event types. */
export const AnalyticsEventType = defineEnum({
  PAGE_VIEW: 1,
  SITE_SEARCH: 2,
  HEARTBEAT: 10,
  AUDIO: 20,
  VIDEO: 21,
});
export type AnalyticsEventType = EnumCode<typeof AnalyticsEventType>;

/** An analytics hit's contentSource: the page shows an item or a collection. */
export const ContentSource = defineEnum({ ITEM: 'i', COLLECTION: 'c' });
export type ContentSource = EnumCode<typeof ContentSource>;

/** The environment a tracker or performance record is labelled with. */
export const TrackerEnvironment = defineEnum({
  DEV: 'dev',
  QA: 'qa',
  STAGING: 'staging',
  PROD: 'prod',
});
export type TrackerEnvironment = EnumCode<typeof TrackerEnvironment>;
