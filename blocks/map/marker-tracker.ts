// The map marker tracker (widgets.md section 5: "Map marker tracker: rejects with no payload or
// empty data"): a click on the marker is a widget event (RecordEvent with the page's fields,
// initialisers/analytics), sent through SiteRuntime.analytics, which sends nothing while the
// cookie policy does not allow tracking.
import { isRecord } from '../../src/lib/coerce';
import type { MapLocation } from './types';
import { MARKER_CLICK_EVENT } from './assumed';

/** The spec's rejections. */
export const MARKER_TRACKER_ERRORS = {
  noPayload: 'no payload',
  emptyData: 'empty data',
} as const;

/** What sends a widget event (SiteRuntime.analytics.trackWidgetEvent). */
export type WidgetEventSender = (
  eventName: string,
  payload: Record<string, unknown>,
) => Promise<boolean>;

function pageSender(): WidgetEventSender | null {
  const analytics = window.SiteRuntime?.analytics;
  return analytics ? (name, payload) => analytics.trackWidgetEvent(name, payload) : null;
}

/**
 * Tracks one marker click. Rejects with 'no payload' when given no object of fields, and with
 * 'empty data' when the object has none; resolves whether the platform took it (false when the
 * page tracks nothing).
 */
export async function trackMarkerClick(
  payload: unknown,
  send: WidgetEventSender | null = pageSender(),
): Promise<boolean> {
  if (!isRecord(payload)) throw new Error(MARKER_TRACKER_ERRORS.noPayload);
  if (Object.keys(payload).length === 0) throw new Error(MARKER_TRACKER_ERRORS.emptyData);
  return send ? send(MARKER_CLICK_EVENT, payload) : false;
}

/** The marker's fields: where it stands, and its title when the block names one. */
export function markerPayload(location: MapLocation): Record<string, unknown> {
  return {
    markerLat: location.markerLat,
    markerLng: location.markerLng,
    ...(location.addressTitle ? { addressTitle: location.addressTitle } : {}),
  };
}
