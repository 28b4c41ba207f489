import { isRequestError } from '../../src/request';
import {
  NO_PAGE_LOAD_ID_MESSAGE,
  SETTINGS_TIMEOUT_MESSAGE,
  UNEXPECTED_STATUS_MESSAGE,
} from './constants';

export interface SettingsFailure {
  message: string;
  custom: Record<string, unknown>;
}

/**
 * What to report when the settings request failed, or null when it was cancelled (destroy).
 * Status 0 (no answer: a network failure) is not an "unexpected status" (spec widgets.md section
 * 7: "0 excepted"): it leaves the pageLoadId unresolved.
 */
export function describeSettingsFailure(error: unknown): SettingsFailure | null {
  if (!isRequestError(error)) {
    return { message: NO_PAGE_LOAD_ID_MESSAGE, custom: { reason: String(error) } };
  }
  if (error.kind === 'aborted') return null;
  if (error.kind === 'timeout') return { message: SETTINGS_TIMEOUT_MESSAGE, custom: {} };
  if (error.status !== 0) {
    return { message: UNEXPECTED_STATUS_MESSAGE, custom: { status: error.status } };
  }
  return { message: NO_PAGE_LOAD_ID_MESSAGE, custom: { reason: error.message } };
}
