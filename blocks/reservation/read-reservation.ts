import { isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { OPENTABLE_ID_KEYS, TOCK_SLUG_KEYS, TOCK_VARIANTS } from './assumed';

export type ReservationData =
  | { provider: 'opentable'; restaurantId: string }
  | { provider: 'tock'; slug: string; kind: 'reservations' | 'events' };

function firstText(json: Record<string, unknown>, keys: readonly string[]): string {
  for (const key of keys) {
    const value = json[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
  }
  return '';
}

export function readReservationJson(json: Record<string, unknown>, tock: boolean): ReservationData {
  if (tock) {
    const slug = firstText(json, TOCK_SLUG_KEYS);
    if (!/^[a-z0-9][a-z0-9-]{0,99}$/i.test(slug))
      throw new BlockSkip('no usable Tock business slug');
    const events = json.variant === TOCK_VARIANTS.events || json.type === 'events';
    return { provider: 'tock', slug, kind: events ? 'events' : 'reservations' };
  }
  const restaurantId = firstText(json, OPENTABLE_ID_KEYS);
  if (!/^\d{1,12}$/.test(restaurantId)) throw new BlockSkip('no usable OpenTable restaurant id');
  return { provider: 'opentable', restaurantId };
}

export function readReservation(element: HTMLElement): ReservationData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  return readReservationJson(json, element.classList.contains('sqs-block-tock'));
}
