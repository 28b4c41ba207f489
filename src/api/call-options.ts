import type { RequestOptions } from '../request';

/** What a caller may add to a typed call: cancellation and failure handling. */
export type CallOptions = Pick<
  RequestOptions,
  'signal' | 'onFailure' | 'showSystemError' | 'timeout'
>;
