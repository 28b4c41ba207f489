// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { generateUuid, SECURE_RANDOM_UNSUPPORTED } from '../../../src/lib/uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('generateUuid', () => {
  it('uses crypto.randomUUID when the browser has it', () => {
    const randomUUID = vi.fn(() => '11111111-2222-4333-8444-555555555555' as const);
    expect(generateUuid({ randomUUID })).toBe('11111111-2222-4333-8444-555555555555');
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('builds a v4 UUID from getRandomValues when randomUUID is missing (insecure contexts)', () => {
    const fill =
      (value: number) =>
      <T extends ArrayBufferView>(array: T): T => {
        (array as unknown as Uint8Array).fill(value);
        return array;
      };
    expect(generateUuid({ getRandomValues: fill(0xff) })).toBe(
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    );
    expect(generateUuid({ getRandomValues: fill(0x00) })).toBe(
      '00000000-0000-4000-8000-000000000000',
    );
  });

  it('gives distinct v4 UUIDs from the real crypto, with either method', () => {
    const fromRandomUuid = Array.from({ length: 200 }, () => generateUuid());
    const fromBytes = Array.from({ length: 200 }, () =>
      generateUuid({ getRandomValues: (array) => crypto.getRandomValues(array) }),
    );
    for (const id of [...fromRandomUuid, ...fromBytes]) expect(id).toMatch(V4);
    expect(new Set([...fromRandomUuid, ...fromBytes]).size).toBe(400);
  });

  it('throws "Secure random numbers unsupported" without secure random numbers', () => {
    expect(() => generateUuid({})).toThrow(new Error(SECURE_RANDOM_UNSUPPORTED));
    vi.stubGlobal('crypto', undefined);
    try {
      expect(() => generateUuid()).toThrow('Secure random numbers unsupported');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
