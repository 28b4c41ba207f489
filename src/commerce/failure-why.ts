// Why a commerce call failed, in the visitor's words, after the spec's "Unable to …" text: no
// connection ("Unable to connect. Please try again", widgets.md section 8), too many requests
// (ours), or the request wrapper's message for the status (runtime.md section 8). Pure, so a pack
// that needs nothing else of the `commerce` pack (the reviews page) bundles it.
import { isRequestError } from '../request';
import { commerceStrings as s } from './strings';

export type FailureKind = 'offline' | 'rateLimited' | 'failed';

export function failureWhy(error: unknown): { kind: FailureKind; why: string } {
  if (!isRequestError(error) || error.isConnectionFailure) {
    return { kind: isRequestError(error) ? 'offline' : 'failed', why: s.unableToConnect };
  }
  if (error.status === 429) return { kind: 'rateLimited', why: s.rateLimited };
  return { kind: 'failed', why: error.message };
}
