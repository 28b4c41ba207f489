import { isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { OWNER_KEYS, ownerPage, SCHEDULING_HOSTS, URL_KEYS } from './assumed';

export interface SchedulingData {
  /** The https scheduling page on one of the provider's hosts. */
  page: string;
}

/** An https address on a scheduling host, or null. */
export function schedulingPage(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' || url.username || url.password) return null;
    return SCHEDULING_HOSTS.some((host) => host.test(url.hostname)) ? url.href : null;
  } catch {
    return null;
  }
}

export function readSchedulingJson(json: Record<string, unknown>): SchedulingData {
  for (const key of URL_KEYS) {
    const page = schedulingPage(json[key]);
    if (page) return { page };
  }
  for (const key of OWNER_KEYS) {
    const owner = json[key];
    if (
      (typeof owner === 'string' || typeof owner === 'number') &&
      /^\d{1,12}$/.test(String(owner))
    ) {
      return { page: ownerPage(String(owner)) };
    }
  }
  throw new BlockSkip('no scheduling page (https, on a scheduling host) and no owner id');
}

/** The JSON, or the server's own frame (a block may carry the provider's embed code). */
export function readScheduling(element: HTMLElement): SchedulingData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  const frame = element.querySelector('iframe');
  const fromFrame = schedulingPage(frame?.getAttribute('src') ?? frame?.getAttribute('data-src'));
  if (fromFrame && !URL_KEYS.some((key) => key in json)) return { page: fromFrame };
  return readSchedulingJson(json);
}
