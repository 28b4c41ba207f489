// The data-request wrapper: one entry point for every platform call.
export {
  ANALYTICS_TIMEOUT_MS,
  CONNECTION_RETRY_DELAY_MS,
  DEFAULT_TIMEOUT_MS,
  request,
  requestQuietly,
  type HttpMethod,
  type RawBody,
  type RequestOptions,
  type ResponseType,
} from './request';
export { RequestError, isRequestError, type RequestErrorKind } from './request-error';
export { CRUMB_COOKIE, readCrumb, renewCrumb } from './crumb';
export {
  parseQueryString,
  stringifyQuery,
  QUERY_PARSE_LIMITS,
  type QueryValues,
} from './query-string';
export { messageForStatus } from './failure-message';
export * from './events';
