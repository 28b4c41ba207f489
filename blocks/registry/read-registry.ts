// Reads a wedding-registry block: the registry's key (see ./index.ts for where it is found).
import { asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import {
  REGISTRY_EMBED_CLASS,
  REGISTRY_FRAME_HOST,
  REGISTRY_FRAME_PATH,
  REGISTRY_JSON_KEY,
} from './assumed';

export interface RegistryData {
  key: string;
}

/** Registry keys are the couple's slug: letters, digits, `-` and `_`. */
const KEY = /^[A-Za-z0-9_-]{1,100}$/;

export function registryKey(value: unknown): string | null {
  const key = asString(value).trim();
  return KEY.test(key) ? key : null;
}

/** The key in the address of a frame the widget drew, or null. */
export function keyOfFrame(src: string | null): string | null {
  if (!src) return null;
  try {
    const url = new URL(src.startsWith('//') ? `https:${src}` : src);
    if (url.protocol !== 'https:' || url.hostname !== REGISTRY_FRAME_HOST) return null;
    const part = REGISTRY_FRAME_PATH.exec(url.pathname)?.[1];
    return part ? registryKey(decodeURIComponent(part)) : null;
  } catch {
    return null;
  }
}

export function readRegistry(element: HTMLElement): RegistryData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('data-block-json is not an object');
  const link = element.querySelector(`a.${REGISTRY_EMBED_CLASS}[data-registry-key]`);
  const frame = element.querySelector('iframe');
  const key =
    registryKey(link?.getAttribute('data-registry-key')) ??
    keyOfFrame(frame?.getAttribute('src') ?? null) ??
    registryKey(json[REGISTRY_JSON_KEY]);
  if (!key) throw new BlockSkip('No registry key (zola-registry-embed link, frame or registryKey)');
  return { key };
}
