import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { BEACON_QUOTA_BYTES, sendPerformanceRecords } from '../../../../src/api';
import { serveFakeApi } from '../../fixtures/serve-fake-api';

// How the collector's records travel: src/api/performance.ts sendPerformanceRecords, with a
// beacon that refuses, like browsers do, payloads over the 64 KiB keepalive quota.

serveFakeApi();
const RECORDS = '/api/1/performance/records';

interface BeaconCall {
  bytes: number;
  accepted: boolean;
  ids: number[];
}

let calls: BeaconCall[];

/** A record of about `bytes` bytes once serialised. */
function record(id: number, bytes = 1000) {
  return { id, padding: 'x'.repeat(bytes) };
}

function stubBeacon(accepts: (bytes: number) => boolean) {
  calls = [];
  const beacon = vi.fn((_url: string, data?: BodyInit | null) => {
    const blob = data as Blob;
    const accepted = accepts(blob.size);
    const call: BeaconCall = { bytes: blob.size, accepted, ids: [] };
    calls.push(call);
    void blob.text().then((text) => {
      call.ids = (JSON.parse(text) as Array<{ id: number }>).map((entry) => entry.id);
    });
    return accepted;
  });
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
}

const underQuota = (bytes: number) => bytes <= BEACON_QUOTA_BYTES;

async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

function postedIds(): number[] {
  return requests({ path: RECORDS }).flatMap((request) =>
    (JSON.parse(request.body as string) as Array<{ id: number }>).map((entry) => entry.id),
  );
}

beforeEach(() => stubBeacon(underQuota));
afterEach(() => Reflect.deleteProperty(navigator, 'sendBeacon'));

describe('sending performance records', () => {
  it('sends a batch under the quota in one beacon', async () => {
    await sendPerformanceRecords([record(1), record(2)]);
    await settle();
    expect(calls).toMatchObject([{ accepted: true, ids: [1, 2] }]);
    expect(requests()).toEqual([]);
  });

  it('splits a refused batch over the quota in halves until each part fits', async () => {
    const batch = Array.from({ length: 150 }, (_, index) => record(index + 1));
    await sendPerformanceRecords(batch);
    await settle();
    const accepted = calls.filter((call) => call.accepted);
    // 150 KB: refused whole, refused in halves of 75 KB, taken in quarters of about 38 KB.
    expect(calls.filter((call) => !call.accepted)).toHaveLength(3);
    expect(accepted).toHaveLength(4);
    for (const call of accepted) expect(call.bytes).toBeLessThanOrEqual(BEACON_QUOTA_BYTES);
    // Every record went exactly once, in order.
    expect(accepted.flatMap((call) => call.ids)).toEqual(batch.map((entry) => entry.id));
    expect(requests()).toEqual([]);
  });

  it('sends a single record too large for a beacon by a plain-text POST', async () => {
    const huge = record(7, BEACON_QUOTA_BYTES + 10);
    await sendPerformanceRecords([record(6), huge]);
    await settle();
    expect(calls.filter((call) => call.accepted).flatMap((call) => call.ids)).toEqual([6]);
    expect(requests({ path: RECORDS })).toMatchObject([
      { method: 'POST', query: {}, headers: { 'content-type': 'text/plain;charset=UTF-8' } },
    ]);
    expect(postedIds()).toEqual([7]);
  });

  it('falls back to one POST for a batch under the quota that the beacon refuses', async () => {
    stubBeacon(() => false);
    await sendPerformanceRecords([record(1), record(2), record(3)]);
    await settle();
    expect(calls).toHaveLength(1);
    expect(postedIds()).toEqual([1, 2, 3]);
  });

  it('falls back to a POST when the browser has no sendBeacon', async () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Object.defineProperty(navigator, 'sendBeacon', { value: undefined, configurable: true });
    await sendPerformanceRecords([record(4)]);
    expect(postedIds()).toEqual([4]);
  });

  it('falls back when sendBeacon throws', async () => {
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('Illegal invocation');
      },
      configurable: true,
    });
    await sendPerformanceRecords([record(5)]);
    expect(postedIds()).toEqual([5]);
  });

  it('swallows a failed fallback and sends nothing for an empty batch', async () => {
    stubBeacon(() => false);
    setFault({ path: RECORDS, fault: 500 });
    await expect(sendPerformanceRecords([record(1)])).resolves.toBeUndefined();
    await sendPerformanceRecords([]);
    expect(calls).toHaveLength(1);
    expect(requests({ path: RECORDS })).toHaveLength(1);
  });
});
