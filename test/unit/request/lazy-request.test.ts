import { describe, expect, it, vi } from 'vitest';
import * as strings from '../../../src/i18n/strings';
import {
  NETWORK_ERROR_EVENT,
  RequestError,
  SYSTEM_ERROR_EVENT,
  type RequestOptions,
} from '../../../src/request';
import { requestThroughPack, type RequestPack } from '../../../src/request/lazy-request';
import { collectEvents } from '../fixtures/serve-fake-api';

// The core's request fetches the wrapper (the `request` pack: ky and qs) on first use. These tests
// give it a pack that arrives when the test says, or never.

function deferredPack() {
  let arrive: (pack: RequestPack) => void = () => undefined;
  const pack = new Promise<RequestPack>((resolve) => {
    arrive = resolve;
  });
  return { pack, arrive };
}

const networkEvents = collectEvents<{ url: string }>(NETWORK_ERROR_EVENT);
const systemErrors = collectEvents(SYSTEM_ERROR_EVENT);

async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const reason: unknown = await promise.then(
    () => new Error('expected the call to fail'),
    (error: unknown) => error,
  );
  expect(reason).toBeInstanceOf(RequestError);
  return reason as RequestError;
}

describe('request before its pack has arrived', () => {
  it('waits for the pack, then sends the call as it was made', async () => {
    const { pack, arrive } = deferredPack();
    const request = requestThroughPack(() => pack);
    const wrapper = vi.fn(() => Promise.resolve({ saved: true }));
    const options: RequestOptions = { method: 'POST', json: { name: 'Ada' } };

    const answer = request('/api/form/FormSubmissionKey', options);
    await Promise.resolve();
    expect(wrapper).not.toHaveBeenCalled();

    arrive({ request: wrapper as unknown as RequestPack['request'] });
    await expect(answer).resolves.toEqual({ saved: true });
    expect(wrapper).toHaveBeenCalledTimes(1);
    expect(wrapper).toHaveBeenCalledWith('/api/form/FormSubmissionKey', options);
  });

  it('fails as a connection failure when the pack cannot be fetched: the events, then onFailure', async () => {
    const onFailure = vi.fn();
    const request = requestThroughPack(() => Promise.reject(new Error('Pack "request" failed')));

    const error = await rejection(
      request('/api/census/Button', { onFailure, showSystemError: true }),
    );

    const url = new URL('/api/census/Button', window.location.href).href;
    expect(error).toMatchObject({ kind: 'network', url, message: strings.request.unableToConnect });
    expect(error.isConnectionFailure).toBe(true);
    expect(networkEvents).toEqual([{ url }]);
    expect(systemErrors).toEqual([
      { variant: 'network', message: strings.systemError.networkMessage, url },
    ]);
    expect(onFailure).toHaveBeenCalledWith(error);
  });

  it('fails silently when the call asked for no events', async () => {
    const request = requestThroughPack(() => Promise.reject(new Error('offline')));
    const error = await rejection(request('/api/census/Button', { silent: true }));
    expect(error.kind).toBe('network');
    expect(networkEvents).toEqual([]);
  });

  it('says aborted, with no event and no callback, when the caller gave up meanwhile', async () => {
    const controller = new AbortController();
    const onFailure = vi.fn();
    const request = requestThroughPack(() => {
      controller.abort();
      return Promise.reject(new Error('Loading pack "request" was stopped'));
    });

    const error = await rejection(request('/api/search', { signal: controller.signal, onFailure }));

    expect(error.kind).toBe('aborted');
    expect(networkEvents).toEqual([]);
    expect(onFailure).not.toHaveBeenCalled();
  });
});
