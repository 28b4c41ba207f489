// @vitest-environment node
// File sizes (runtime.md and widgets.md section 9): shown in units from Bytes to YB in steps of
// 1024; limits in MB count 1,000,000 bytes to the MB.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BYTES_PER_MB,
  FILE_SIZE_UNITS,
  formatFileSize,
  limitInBytes,
  withinSizeLimit,
} from '../../../src/lib/file-size';

describe('formatFileSize', () => {
  it('runs from Bytes to YB in steps of 1024', () => {
    expect(FILE_SIZE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1024 ** 2)).toBe('1 MB');
    expect(formatFileSize(5_000_000)).toBe('4.77 MB');
    expect(formatFileSize(1024 ** 3 * 2.25)).toBe('2.25 GB');
    expect(formatFileSize(1024 ** 8)).toBe('1 YB');
    // Past YB it stays in YB.
    expect(formatFileSize(1024 ** 9)).toBe('1024 YB');
  });

  it('keeps at most the places asked for, and steps up a unit when rounding reaches 1024', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 3)).toBe('1.177 MB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1 MB');
    expect(formatFileSize(1024 - 0.001, 2)).toBe('1 KB');
  });

  it('gives null for what is not a size', () => {
    for (const bad of [-1, Number.NaN, Infinity, '12' as never, null as never]) {
      expect(formatFileSize(bad)).toBeNull();
    }
  });

  it('for any size names one unit and a number under 1024 (below YB) that reads back close', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e30, noNaN: true }), (bytes) => {
        const text = formatFileSize(bytes);
        const match = /^(\d+(?:\.\d{1,2})?) (Bytes|KB|MB|GB|TB|PB|EB|ZB|YB)$/.exec(text ?? '');
        expect(match).not.toBeNull();
        const [, amount = '', unit = ''] = match ?? [];
        const value = Number(amount);
        const power = FILE_SIZE_UNITS.indexOf(unit as (typeof FILE_SIZE_UNITS)[number]);
        if (unit !== 'YB') expect(value).toBeLessThan(1024);
        if (bytes >= 1) expect(value).toBeGreaterThanOrEqual(unit === 'Bytes' ? 0 : 1);
        // Within the rounding of 2 places in that unit.
        expect(Math.abs(value * 1024 ** power - bytes)).toBeLessThanOrEqual(
          0.005 * 1024 ** power + 1e-9 * bytes,
        );
      }),
    );
  });
});

describe('size limits in MB', () => {
  it('count 1,000,000 bytes to the MB', () => {
    expect(BYTES_PER_MB).toBe(1_000_000);
    expect(limitInBytes(20)).toBe(20_000_000);
    expect(withinSizeLimit(20_000_000, 20)).toBe(true);
    expect(withinSizeLimit(20_000_001, 20)).toBe(false);
    // 20 MB by the 1024 rule would let this through; the limit does not.
    expect(withinSizeLimit(20 * 1024 * 1024, 20)).toBe(false);
  });

  it('let nothing through when the size or the limit is not a size', () => {
    expect(limitInBytes(-1)).toBeNull();
    expect(limitInBytes(Number.NaN)).toBeNull();
    expect(withinSizeLimit(Number.NaN, 20)).toBe(false);
    expect(withinSizeLimit(-5, 20)).toBe(false);
    expect(withinSizeLimit(10, Infinity)).toBe(false);
  });
});
