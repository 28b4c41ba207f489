// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_STYLE,
  galleryLayoutOf,
  GalleryDesign,
  imageCropModeOf,
  mapStyleIndexOf,
  mapStyleOfIndex,
  MapStyleIndex,
  storeUnitsOf,
} from '../../../src/enums';

describe('galleryLayoutOf', () => {
  it.each([
    ['stacked', 'stacked'],
    ['slider', 'strip'],
    ['slideshow', 'base'],
    ['grid', 'grid'],
    ['autogrid', 'autogrid'],
    ['autocolumns', 'autocolumns'],
    ['carousel', 'carousel'],
    ['list', 'list'],
  ])('draws the %s design with the %s layout', (design, layout) => {
    expect(galleryLayoutOf(design)).toBe(layout);
  });

  it('covers every design', () => {
    for (const design of GalleryDesign.codes) expect(galleryLayoutOf(design)).toBeDefined();
  });

  it('has no layout for an unknown design', () => {
    expect(galleryLayoutOf('masonry')).toBeUndefined();
    expect(galleryLayoutOf('base')).toBeUndefined();
  });
});

describe('map styles', () => {
  it.each([
    [1, 'Original'],
    [2, 'Grayscale'],
    [3, 'Satellite'],
    [4, 'MinimalLight'],
    [5, 'MinimalDark'],
    [6, 'MinimalBlue'],
  ])('reads page-settings style index %i as %s, and back', (index, style) => {
    expect(mapStyleOfIndex(index)).toBe(style);
    expect(mapStyleIndexOf(style)).toBe(index);
  });

  it('covers every index', () => {
    for (const index of MapStyleIndex.codes) expect(mapStyleOfIndex(index)).toBeDefined();
  });

  it('has no style outside 1 to 6 and no index for an unknown style', () => {
    expect(mapStyleOfIndex(0)).toBeUndefined();
    expect(mapStyleOfIndex(7)).toBeUndefined();
    expect(mapStyleIndexOf('Midnight')).toBeUndefined();
  });

  it('defaults to Grayscale', () => {
    expect(DEFAULT_MAP_STYLE).toBe('Grayscale');
  });
});

describe('storeUnitsOf', () => {
  it('weighs in lbs and measures in inch for imperial (1)', () => {
    expect(storeUnitsOf(1)).toEqual({ weight: 'lbs', dimension: 'inch' });
  });

  it('weighs in kg and measures in cm for metric (2)', () => {
    expect(storeUnitsOf(2)).toEqual({ weight: 'kg', dimension: 'cm' });
  });

  it('has no units for an unknown measurement unit', () => {
    expect(storeUnitsOf(3)).toBeUndefined();
    expect(storeUnitsOf('IMPERIAL')).toBeUndefined();
  });
});

describe('imageCropModeOf', () => {
  it.each([
    ['fill', 'cover'],
    ['content-fill', 'cover'],
    ['cover', 'cover'],
    ['fit', 'contain'],
    ['content-fit', 'contain'],
    ['contain', 'contain'],
  ])('crops %s as %s', (value, mode) => {
    expect(imageCropModeOf(value)).toBe(mode);
  });

  it.each(['stretch', '', 'FILL', undefined, 1])('does not crop %s', (value) => {
    expect(imageCropModeOf(value)).toBe('none');
  });
});
