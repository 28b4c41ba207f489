// The video loader's options (widgets.md section 3: "mode (none, fit, fill), forceAutoplay,
// inactive, load"; section 5: "Video mode must be none, fit, fill or null").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readVideoLoaderOptions, VIDEO_LOADER_DEFAULTS } from '../../../src/video/loader-options';
import { anyValue } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

describe('readVideoLoaderOptions', () => {
  it('has defaults: the box’s own mode, loaded now, active, started by a press', () => {
    expect(VIDEO_LOADER_DEFAULTS).toEqual({
      mode: null,
      forceAutoplay: false,
      inactive: false,
      load: true,
    });
    expect(readVideoLoaderOptions(undefined)).toEqual({
      options: VIDEO_LOADER_DEFAULTS,
      problems: [],
    });
  });

  it('takes the modes none, fit and fill, or null, and true or false for each flag', () => {
    expect(
      readVideoLoaderOptions({ mode: 'fill', forceAutoplay: true, inactive: true, load: false }),
    ).toEqual({
      options: { mode: 'fill', forceAutoplay: true, inactive: true, load: false },
      problems: [],
    });
    expect(readVideoLoaderOptions({ mode: null }).options.mode).toBeNull();
  });

  it('names each wrong option and keeps its default', () => {
    expect(readVideoLoaderOptions({ mode: 'stretch', inactive: 'yes', load: 0 })).toEqual({
      options: VIDEO_LOADER_DEFAULTS,
      problems: [
        'video mode must be none, fit, fill or null, got "stretch"',
        'video loader inactive must be true or false, got "yes"',
        'video loader load must be true or false, got 0',
      ],
    });
    expect(readVideoLoaderOptions('fit')).toEqual({
      options: VIDEO_LOADER_DEFAULTS,
      problems: ['video loader options must be an object, got "fit"'],
    });
  });

  it('gives usable options for anything at all, with a reason for each value set aside (property)', () => {
    const branches = branchCounter(['clean', 'with problems']);
    const options = fc.record(
      {
        mode: fc.oneof(fc.constantFrom('none', 'fit', 'fill', null), anyValue),
        forceAutoplay: fc.oneof(fc.boolean(), anyValue),
        inactive: fc.oneof(fc.boolean(), anyValue),
        load: fc.oneof(fc.boolean(), anyValue),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(options, anyValue), (raw) => {
        const { options: read, problems } = readVideoLoaderOptions(raw);
        expect([null, 'none', 'fit', 'fill']).toContain(read.mode);
        for (const flag of ['forceAutoplay', 'inactive', 'load'] as const) {
          expect(typeof read[flag]).toBe('boolean');
        }
        branches.reached(problems.length === 0 ? 'clean' : 'with problems');
        expect(problems.every((problem) => typeof problem === 'string')).toBe(true);
      }),
    );
    branches.expectEachReached(10);
  });
});
