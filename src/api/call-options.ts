import type { RequestOptions } from '../request';

/** What a caller may add to a typed call: cancellation and failure handling. */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'onFailure' | 'showSystemError' | 'timeout'
>;

/**
 * runtime.md section 8: "Otherwise the failure callback runs, … or a system error shows". A call
 * made without a failure callback shows the system error for an ordinary failure; a caller that
 * handles failures itself (a block showing "Unable to load. Try again.") passes `onFailure`.
 */
export function withSystemErrorFallback(options: CallOptions): CallOptions {
  return {
    ...options,
    showSystemError: options.showSystemError ?? options.onFailure === undefined,
  };
}
