// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failureWhy } from '../../../src/commerce/failure-why';
import { RequestError } from '../../../src/request';

// Why a commerce call failed, in the visitor's words, after the spec's "Unable to …".

const failed = (init: Partial<ConstructorParameters<typeof RequestError>[0]>) =>
  new RequestError({ kind: 'http', message: 'Internal server error.', url: '/api/x', ...init });

describe('failureWhy', () => {
  it('says to try again when no answer came', () => {
    expect(failureWhy(failed({ kind: 'network' }))).toEqual({
      kind: 'offline',
      why: 'Unable to connect. Please try again',
    });
    expect(failureWhy(failed({ kind: 'timeout' }))).toEqual({
      kind: 'offline',
      why: 'Unable to connect. Please try again',
    });
  });

  it('says the same, as a failure, for what is no failed request at all', () => {
    expect(failureWhy(new TypeError('boom'))).toEqual({
      kind: 'failed',
      why: 'Unable to connect. Please try again',
    });
  });

  it('asks to wait after too many requests', () => {
    expect(failureWhy(failed({ status: 429 }))).toEqual({
      kind: 'rateLimited',
      why: 'Too many requests. Please wait a moment and try again.',
    });
  });

  it('gives the request wrapper’s message for any other status', () => {
    expect(failureWhy(failed({ status: 500 }))).toEqual({
      kind: 'failed',
      why: 'Internal server error.',
    });
  });
});
