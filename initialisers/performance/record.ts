import type { PerformanceSettings } from '../../src/api';
import { RUNTIME_APP } from '../../src/api/constants';
import type { PageContext } from '../../src/context/types';
import type { MetricName, MetricReport } from './web-vitals-source';

// A performance record (spec widgets.md section 3): app, data, event, pageLoadId, timestamp and
// context (account, member, website and template ids, page type, language, time zone, display
// sizes, hardware and connection info), and the visitor's analytics and marketing ids.
//
// The spec names the ids but not their keys. `analyticsId`, `marketingId` and `memberId` are the
// platform's own performance collector's, side by side at the top of its record (saved bundle in
// public code, find_string "marketingId:gt(Ut)", index id 46385249818):
// `analyticsId:gt(kt),marketingId:gt(Ut),memberId:…SQUARESPACE_CONTEXT.authenticatedAccount.id`
// with `Ut="SS_MID"`, `kt="SS_ANALYTICS_ID"` (the cookies' values). The member id is in the
// context too, where the spec puts it.

/** The record's `event` for each metric. */
export const METRIC_EVENTS: Record<MetricName, string> = {
  TTFB: 'time_to_first_byte',
  FCP: 'first_contentful_paint',
  LCP: 'largest_contentful_paint',
  CLS: 'cumulative_layout_shift',
  INP: 'interaction_to_next_paint',
};

export interface RecordContext {
  accountId: string | null;
  /** The signed-in member's id, from the page context (widgets.md section 6); null for a visitor. */
  memberId: string | null;
  websiteId: string;
  templateId: string;
  collectionId: string | null;
  itemId: string | null;
  pageType: number;
  /** The site's language and time zone, then the visitor's. */
  language: string;
  timeZone: string;
  visitorLanguage: string;
  visitorTimeZone: string;
  path: string;
  environment: string | null;
  viewport: { width: number; height: number };
  screen: { width: number; height: number };
  devicePixelRatio: number;
  hardwareConcurrency: number | null;
  deviceMemory: number | null;
  connection: { effectiveType: string | null; saveData: boolean | null } | null;
}

/** The visitor's ids a record carries: null when absent, or while tracking is not allowed. */
export interface RecordVisitorIds {
  /** The analytics id cookie (SS_ANALYTICS_ID). */
  analyticsId: string | null;
  /** The marketing id cookie (SS_MID). */
  marketingId: string | null;
}

export const NO_VISITOR_IDS: RecordVisitorIds = Object.freeze({
  analyticsId: null,
  marketingId: null,
});

export interface PerformanceRecord extends RecordVisitorIds {
  /** The signed-in member's id (the context's memberId); null for a visitor. */
  memberId: string | null;
  app: string;
  event: string;
  data: MetricReport;
  pageLoadId: string;
  /** Epoch milliseconds of the metric's last report. */
  timestamp: number;
  context: RecordContext;
}

/** What the collector keeps of a metric until it is sent. */
export interface CollectedMetric {
  report: MetricReport;
  timestamp: number;
}

/** Navigator fields that only some browsers have. */
interface NavigatorExtras {
  deviceMemory?: number;
  connection?: { effectiveType?: string; saveData?: boolean };
}

function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

export function readRecordContext(
  context: PageContext,
  settings: PerformanceSettings,
): RecordContext {
  const extras = navigator as Navigator & NavigatorExtras;
  const connection = extras.connection;
  return {
    accountId: context.authenticatedAccount?.id ?? null,
    memberId: context.authenticatedAccount?.id ?? null,
    websiteId: context.website.id,
    templateId: context.templateId,
    collectionId: context.collection?.id ?? null,
    itemId: context.item?.id ?? null,
    pageType: context.pageType,
    language: context.website.language,
    timeZone: context.website.timeZone,
    visitorLanguage: navigator.language,
    visitorTimeZone: visitorTimeZone(),
    path: window.location.pathname,
    environment: settings.environment,
    viewport: { width: window.innerWidth, height: window.innerHeight },
    screen: { width: window.screen.width, height: window.screen.height },
    devicePixelRatio: window.devicePixelRatio,
    hardwareConcurrency: navigator.hardwareConcurrency || null,
    deviceMemory: extras.deviceMemory ?? null,
    connection: connection
      ? {
          effectiveType: connection.effectiveType ?? null,
          saveData: connection.saveData ?? null,
        }
      : null,
  };
}

export function buildPerformanceRecord(
  metric: CollectedMetric,
  pageLoadId: string,
  context: RecordContext,
  ids: RecordVisitorIds = NO_VISITOR_IDS,
): PerformanceRecord {
  return {
    app: RUNTIME_APP,
    event: METRIC_EVENTS[metric.report.name],
    data: metric.report,
    pageLoadId,
    timestamp: metric.timestamp,
    context,
    analyticsId: ids.analyticsId,
    marketingId: ids.marketingId,
    memberId: context.memberId,
  };
}
