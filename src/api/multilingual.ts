import { asRecord, type JsonRecord } from '../lib/coerce';
import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

const MULTILINGUAL = `${API_ROOT}multilingual/`;

export async function getMultilingualSettings(options: CallOptions = {}): Promise<JsonRecord> {
  return asRecord(await request(`${MULTILINGUAL}settings`, options));
}

export async function getMultilingualStatus(options: CallOptions = {}): Promise<JsonRecord> {
  return asRecord(await request(`${MULTILINGUAL}status`, options));
}

export async function putMultilingualLanguages(
  languages: string[],
  options: CallOptions = {},
): Promise<JsonRecord> {
  const body = await request(`${MULTILINGUAL}languages`, {
    ...options,
    method: 'PUT',
    json: { languages },
  });
  return asRecord(body);
}

/** DELETE /api/multilingual/connection: disconnects the translation provider. */
export async function disconnectMultilingual(options: CallOptions = {}): Promise<void> {
  await request(`${MULTILINGUAL}connection`, {
    ...options,
    method: 'DELETE',
    responseType: 'text',
  });
}
