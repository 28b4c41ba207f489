import { isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { ARTIST_KEYS } from './assumed';

export interface TourDatesData {
  artist: string;
}

export function readTourDatesJson(json: Record<string, unknown>): TourDatesData {
  for (const key of ARTIST_KEYS) {
    const value = json[key];
    if (typeof value !== 'string') continue;
    const artist = value.replace(/\s+/g, ' ').trim();
    if (artist && artist.length <= 200) return { artist };
  }
  throw new BlockSkip('no artist name');
}

export function readTourDates(element: HTMLElement): TourDatesData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  return readTourDatesJson(json);
}
