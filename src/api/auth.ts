import { request } from '../request';
import type { CallOptions } from './call-options';
import { API_ROOT } from './constants';

/** POST /api/auth/Logout: the first step of the logout sequence. */
export async function logout(options: CallOptions = {}): Promise<void> {
  await request(`${API_ROOT}auth/Logout`, { ...options, method: 'POST', responseType: 'text' });
}
