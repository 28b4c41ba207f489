import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../fixtures/api';
import {
  ANALYTICS_TIMEOUT_MS,
  NETWORK_ERROR_EVENT,
  requestQuietly,
  SYSTEM_ERROR_EVENT,
} from '../../../src/request';
import { collectEvents, serveFakeApi } from '../fixtures/serve-fake-api';

serveFakeApi();
const HIT = '/api/census/RecordHit';

describe('requestQuietly (analytics and census calls)', () => {
  const events = collectEvents(NETWORK_ERROR_EVENT);
  const systemErrors = collectEvents(SYSTEM_ERROR_EVENT);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the call and resolves', async () => {
    await expect(
      requestQuietly(HIT, { method: 'POST', form: { event: 1 } }),
    ).resolves.toBeUndefined();
    expect(requests()).toMatchObject([{ method: 'POST', path: HIT, body: { event: '1' } }]);
  });

  it.each([500, 'network', 'non-json', 'loginRequired'] as const)(
    'swallows a %s failure without any event',
    async (fault) => {
      setFault({ path: HIT, fault });
      await expect(
        requestQuietly(HIT, { method: 'POST', showSystemError: true }),
      ).resolves.toBeUndefined();
      expect([...events, ...systemErrors]).toEqual([]);
    },
  );

  it('gives up after 2500 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    setFault({ path: HIT, fault: 'slow' });
    let settled = false;
    const call = requestQuietly(HIT, { method: 'POST' }).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(ANALYTICS_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await call;
    expect(settled).toBe(true);
  });
});
