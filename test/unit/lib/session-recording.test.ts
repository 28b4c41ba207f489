// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { decideSessionRecording } from '../../../src/lib/session-recording';

const allowed = { cpuCores: 8, toggle: true, sampleRate: 1, random: () => 0.5 };

describe('decideSessionRecording', () => {
  it('records with more than 2 cores, the toggle on and the session sampled', () => {
    expect(decideSessionRecording(allowed)).toEqual({ record: true });
    expect(decideSessionRecording({ ...allowed, cpuCores: 3 })).toEqual({ record: true });
  });

  it.each([[2], [1], [0], [undefined], [Number.NaN]])('never records with %s cores', (cores) => {
    const random = vi.fn(() => 0);
    expect(decideSessionRecording({ ...allowed, cpuCores: cores, random })).toEqual({
      record: false,
      reason: 'cores',
    });
    expect(random).not.toHaveBeenCalled();
  });

  it('never records with the toggle off', () => {
    expect(decideSessionRecording({ ...allowed, toggle: false })).toEqual({
      record: false,
      reason: 'toggle',
    });
  });

  it('samples: the draw must fall below the rate', () => {
    const at = (random: number, sampleRate: number) =>
      decideSessionRecording({ ...allowed, sampleRate, random: () => random }).record;
    expect(at(0.49, 0.5)).toBe(true);
    expect(at(0.5, 0.5)).toBe(false);
    expect(at(0, 0)).toBe(false);
    expect(at(0.999999, 1)).toBe(true);
    expect(decideSessionRecording({ ...allowed, sampleRate: 0.1, random: () => 0.2 })).toEqual({
      record: false,
      reason: 'sampling',
    });
  });

  it.each([[-0.1], [1.1], [Number.NaN], ['0.5'], [undefined]])(
    'refuses the sample rate %s',
    (sampleRate) => {
      expect(decideSessionRecording({ ...allowed, sampleRate: sampleRate as number })).toEqual({
        record: false,
        reason: 'invalid-sample-rate',
      });
    },
  );
});
