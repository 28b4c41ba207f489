import { isRecord } from '../../src/lib/coerce';

/**
 * An admin event as it travels between tabs (the envelope is ours, see ./constants.ts): a name,
 * and any data the structured clone can copy.
 */
export interface AdminEvent {
  type: string;
  data?: unknown;
}

/** `value` as an admin event: a record with a non-empty `type` text; null for anything else. */
export function readAdminEvent(value: unknown): AdminEvent | null {
  if (!isRecord(value) || !Object.hasOwn(value, 'type')) return null;
  const { type } = value;
  if (typeof type !== 'string' || type.trim() === '') return null;
  return Object.hasOwn(value, 'data') ? { type, data: value.data } : { type };
}
