// The data-request wrapper: one entry point for every platform call. `request` fetches the wrapper
// itself (ky and qs, the `request` pack) on first use; everything else here is in the core.
export { request, requestQuietly } from './lazy-request';
export {
  ANALYTICS_TIMEOUT_MS,
  CONNECTION_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  type HttpMethod,
  type RawBody,
  type RequestOptions,
  type ResponseType,
} from './request-options';
export { RequestError, isRequestError, type RequestErrorKind } from './request-error';
export { CRUMB_COOKIE, mayCarryCrumb, readCrumb, renewCrumb } from './crumb';
export type { QueryValues } from './query-string';
export {
  classifyFailedAnswer,
  hasFailureFlag,
  messageForStatus,
  readFieldErrors,
} from './failure-message';
export { reportFailure, systemErrorDetail } from './report-failure';
export * from './events';
