import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT, FULLSTORY_AUTOMATED_MOCK_ID } from './constants';

/** GET /api/commerce/fullstory/getId. Resolves with the id, or null when empty or the mock marker. */
export async function getFullStoryId(options: CallOptions = {}): Promise<string | null> {
  const text = await request(`${API_ROOT}commerce/fullstory/getId`, {
    ...options,
    responseType: 'text',
  });
  const id = text.trim();
  return id === '' || id === FULLSTORY_AUTOMATED_MOCK_ID ? null : id;
}
