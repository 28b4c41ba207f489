import { asRecord, type JsonRecord } from '../lib/coerce';
import { request } from '../request';
import { createLogger } from '../runtime/logger';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

const PLACES = `${API_ROOT}google-maps/places/`;
const log = createLogger('api');

/** Which product page and section asked: the platform bills place look-ups by it. */
export interface PlacesTrackingContext {
  productPage: string;
  section: string;
}

export type PlacesQuery = Record<string, string>;

/** GET /api/google-maps/places/autocomplete: the caller's parameters plus the tracking context. */
export async function placesAutocomplete(
  query: PlacesQuery,
  tracking: PlacesTrackingContext,
  options: CallOptions = {},
): Promise<JsonRecord> {
  const body = await request(`${PLACES}autocomplete`, {
    ...options,
    query: { ...query, ...tracking },
  });
  return asRecord(body);
}

/** GET /api/google-maps/places/details. Without a tracking context an error is logged (spec). */
export async function placeDetails(
  query: PlacesQuery,
  tracking?: PlacesTrackingContext,
  options: CallOptions = {},
): Promise<JsonRecord> {
  if (!tracking) log.error('places details requested without a tracking context');
  const body = await request(`${PLACES}details`, { ...options, query: { ...query, ...tracking } });
  return asRecord(body);
}
