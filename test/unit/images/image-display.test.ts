import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readImageDisplay } from '../../../src/images/image-display';

function image(attributes: Record<string, string> = {}): HTMLImageElement {
  const img = document.createElement('img');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  return img;
}

describe('readImageDisplay (size format, stretch, background, positioning, fixed ratio)', () => {
  it('has the spec defaults: queryString, stretch on, the rest off', () => {
    expect(readImageDisplay(image())).toEqual({
      warnings: [],
      value: {
        sizeFormat: 'queryString',
        stretch: true,
        useBgImage: false,
        useAdvancedPositioning: false,
        fixedRatio: false,
        forceImageUpdate: false,
      },
    });
  });

  it('reads the platform loader attributes, and 7.1 data-stretch when data-image-stretch is absent', () => {
    const read = readImageDisplay(
      image({
        'data-size-format': 'filename',
        'data-stretch': 'false',
        'data-use-bg-image': 'true',
        'data-use-advanced-positioning': 'true',
        'data-fixed-ratio': 'true',
        'data-force-image-update': 'true',
      }),
    );
    expect(read.value).toEqual({
      sizeFormat: 'filename',
      stretch: false,
      useBgImage: true,
      useAdvancedPositioning: true,
      fixedRatio: true,
      forceImageUpdate: true,
    });
    const both = readImageDisplay(image({ 'data-image-stretch': 'true', 'data-stretch': 'false' }));
    expect(both.value.stretch).toBe(true);
  });

  it('lets options win over attributes', () => {
    const read = readImageDisplay(
      image({ 'data-stretch': 'false', 'data-size-format': 'filename' }),
      {
        stretch: true,
        sizeFormat: 'queryString',
        useBgImage: true,
      },
    );
    expect(read.value).toMatchObject({
      stretch: true,
      sizeFormat: 'queryString',
      useBgImage: true,
    });
  });

  it('warns about an unknown size format and a non-boolean option, keeping the defaults', () => {
    const read = readImageDisplay(image({ 'data-size-format': 'pixels' }), {
      stretch: 'no' as unknown as boolean,
    });
    expect(read.value).toMatchObject({ sizeFormat: 'queryString', stretch: true });
    expect(read.warnings).toEqual(['ignored size format "pixels"', 'ignored option stretch="no"']);
  });

  it('property: any attribute values give a complete display with booleans and a known format', () => {
    const names = [
      'data-size-format',
      'data-image-stretch',
      'data-stretch',
      'data-use-bg-image',
      'data-use-advanced-positioning',
      'data-fixed-ratio',
      'data-force-image-update',
    ];
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), fc.string({ maxLength: 12 })),
        (attrs) => {
          const { value } = readImageDisplay(image(attrs));
          expect(['queryString', 'filename']).toContain(value.sizeFormat);
          const stretchValue = attrs['data-image-stretch'] ?? attrs['data-stretch'];
          expect(value.stretch).toBe(stretchValue === undefined || stretchValue.trim() === 'true');
          expect(value.useBgImage).toBe(attrs['data-use-bg-image']?.trim() === 'true');
          expect(value.fixedRatio).toBe(attrs['data-fixed-ratio']?.trim() === 'true');
        },
      ),
    );
  });
});
