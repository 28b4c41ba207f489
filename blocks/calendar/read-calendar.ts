import { isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';

export interface CalendarData {
  collectionId: string;
}

export function readCalendar(element: HTMLElement): CalendarData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  const id = json.collectionId;
  if (typeof id !== 'string' || !/^[\w-]{1,64}$/.test(id.trim())) {
    throw new BlockSkip('no events collection (collectionId)');
  }
  return { collectionId: id.trim() };
}
