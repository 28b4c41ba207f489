// The request wrapper as the core sees it. ky and qs are most of a platform call's code, and no
// call is needed for the first paint, so the wrapper (request.ts) is the `request` pack: the first
// call fetches it, after the first paint as every pack is, and calls made meanwhile wait for it.
// A pack that cannot be fetched fails the call as a connection failure, with the same events and
// callback as a failed fetch.
import * as strings from '../i18n/strings';
import { createLogger } from '../runtime/logger';
import { pageLoader } from '../runtime/packs';
import { REQUEST_PACK } from '../runtime/shared-packs';
import { reportFailure } from './report-failure';
import { RequestError } from './request-error';
import { ANALYTICS_TIMEOUT_MS, type RequestOptions } from './request-options';
import type * as Wrapper from './request';

export type RequestPack = Pick<typeof Wrapper, 'request'>;

const log = createLogger('request');

function failWithoutPack(url: string, options: RequestOptions, reason: unknown): never {
  log.error(`no request pack for ${url}`, reason);
  const href = new URL(url, window.location.href).href;
  const failure = options.signal?.aborted
    ? new RequestError({ kind: 'aborted', message: 'Request aborted', url: href })
    : new RequestError({ kind: 'network', message: strings.request.unableToConnect, url: href });
  reportFailure(failure, options);
  throw failure;
}

/** A `request` that loads the wrapper with `loadPack` first (the page's pack loader by default). */
export function requestThroughPack(loadPack: () => Promise<RequestPack>): typeof Wrapper.request {
  return ((url: string, options: RequestOptions = {}) =>
    loadPack().then(
      (pack) => pack.request(url, options),
      (reason: unknown) => failWithoutPack(url, options, reason),
    )) as typeof Wrapper.request;
}

/**
 * Calls the platform. Resolves with the parsed JSON body (null when empty), the text or the raw
 * Response; rejects with a {@link RequestError} whose message is the spec's text.
 */
export const request = requestThroughPack(() =>
  pageLoader().loadExports<RequestPack>(REQUEST_PACK),
);

/**
 * For analytics and census calls: a 2500 ms time-out, no DOM events, and every failure swallowed
 * (spec: "Analytics failures are swallowed silently").
 */
export async function requestQuietly(url: string, options: RequestOptions = {}): Promise<void> {
  try {
    await request(url, { timeout: ANALYTICS_TIMEOUT_MS, ...options, silent: true });
  } catch (error) {
    log.debug(`quiet call to ${url} failed`, error);
  }
}
