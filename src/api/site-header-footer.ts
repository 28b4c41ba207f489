import { asRecord, type JsonRecord } from '../lib/coerce';
import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

const HEADER_FOOTER = `${API_ROOT}site-header-footer`;

export interface SiteHeaderFooter {
  header: unknown;
  footer: unknown;
}

/** GET /api/site-header-footer: the response is the data. */
export async function getSiteHeaderFooter(options: CallOptions = {}): Promise<JsonRecord> {
  return asRecord(await request(HEADER_FOOTER, options));
}

export async function putSiteHeaderFooter(
  { header, footer }: SiteHeaderFooter,
  options: CallOptions = {},
): Promise<JsonRecord> {
  const body = await request(HEADER_FOOTER, {
    ...options,
    method: 'PUT',
    json: { header, footer },
  });
  return asRecord(body);
}
