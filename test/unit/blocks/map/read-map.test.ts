import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CENTRE,
  readMap,
  readMapJson,
  readMapStyle,
} from '../../../../blocks/map/read-map';
import { mapLocale, mapsKey } from '../../../../blocks/map/locale';
import { styleOptions } from '../../../../blocks/map/map-styles';
import { MapStyle } from '../../../../src/enums/map';
import { BlockSkip } from '../../../../src/runtime/types';
import { anyText, jsonText, shapedLike } from '../../properties/arbitraries';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/map.html',
);

function block(id: string): HTMLElement {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  const element = document.getElementById(id);
  if (!element) throw new Error(`no ${id}`);
  return element;
}

describe('map block reader', () => {
  it('reads the real block of the StatSocAus page', () => {
    expect(readMap(block('block-359e3205ce0444997098'))).toEqual({
      location: {
        mapLat: -34.4079569,
        mapLng: 150.877135,
        markerLat: -34.4079569,
        markerLng: 150.877135,
        mapZoom: 12,
        addressTitle: 'University of Wollongong',
        addressLine1: 'Northfields Ave',
        addressLine2: 'Wollongong, NSW, 2522',
        addressCountry: 'Australia',
      },
      options: {
        style: 'MinimalBlue',
        showLabels: true,
        showTerrain: false,
        showControls: true,
        disableDefaultUI: false,
        draggable: true,
        scrollwheel: false,
        markerDraggable: false,
        linkOnClick: true,
      },
      aspectPercent: null,
      vSize: 12,
    });
  });

  it('reads a block with coordinates only: no address, satellite, the aspect ratio', () => {
    const data = readMap(block('block-map-coordinates'));
    expect(data.location).toMatchObject({ mapLat: -33.8568, markerLng: 151.2153, mapZoom: 14 });
    expect(data.location.addressTitle).toBe('');
    expect(data.options).toMatchObject({
      style: 'Satellite',
      showLabels: false,
      showControls: false,
    });
    expect(data.aspectPercent).toBeCloseTo(42.39, 2);
  });

  it("reads the 2026 component's data-context", () => {
    const data = readMap(block('block-map-component'));
    expect(data.location.addressTitle).toBe('Reading room');
    expect(data.options.style).toBe('MinimalDark');
  });

  it('fills in the spec defaults: centre, zoom 12, Grayscale, marker at the centre', () => {
    const element = document.createElement('div');
    const data = readMapJson({}, element);
    expect(data.location).toMatchObject({
      mapLat: DEFAULT_CENTRE.lat,
      mapLng: DEFAULT_CENTRE.lng,
      markerLat: DEFAULT_CENTRE.lat,
      markerLng: DEFAULT_CENTRE.lng,
      mapZoom: 12,
    });
    expect(data.options.style).toBe('Grayscale');
  });

  it('takes style names and the page-settings index 1 to 6 in its own order', () => {
    expect([1, 2, 3, 4, 5, 6].map(readMapStyle)).toEqual([
      'Original',
      'Grayscale',
      'Satellite',
      'MinimalLight',
      'MinimalDark',
      'MinimalBlue',
    ]);
    expect(readMapStyle('MinimalLight')).toBe('MinimalLight');
    expect([0, 7, 'minimalblue', null].map(readMapStyle)).toEqual(Array(4).fill('Grayscale'));
  });

  it('skips a block whose JSON is broken or not an object, and a component without data', () => {
    const element = document.createElement('div');
    element.setAttribute('data-block-json', '{"location":');
    expect(() => readMap(element)).toThrow(BlockSkip);
    element.setAttribute('data-block-json', '[1]');
    expect(() => readMap(element)).toThrow('not an object');
    const component = document.createElement('div');
    component.setAttribute('data-definition-name', 'website.components.map');
    expect(() => readMap(component)).toThrow('no data-context');
  });

  it('turns any JSON into a usable map: coordinates in range, a whole zoom, a known style', () => {
    const template = {
      location: {
        mapLat: -34.4,
        mapLng: 150.8,
        markerLat: -34.4,
        markerLng: 150.8,
        mapZoom: 12,
        addressTitle: 'A',
        addressLine1: 'B',
        addressLine2: 'C',
        addressCountry: 'D',
      },
      style: 6,
      labels: true,
      terrain: false,
      controls: true,
      vSize: 12,
      aspectRatio: 42,
    };
    const element = document.createElement('div');
    fc.assert(
      fc.property(shapedLike(template), (json) => {
        const { location, options, aspectPercent, vSize } = readMapJson(json, element);
        for (const lat of [location.mapLat, location.markerLat]) {
          expect(Math.abs(lat)).toBeLessThanOrEqual(90);
        }
        for (const lng of [location.mapLng, location.markerLng]) {
          expect(Math.abs(lng)).toBeLessThanOrEqual(180);
        }
        expect(Number.isInteger(location.mapZoom)).toBe(true);
        expect(location.mapZoom).toBeGreaterThanOrEqual(0);
        expect(location.mapZoom).toBeLessThanOrEqual(22);
        expect(MapStyle.has(options.style)).toBe(true);
        for (const line of [location.addressTitle, location.addressLine1]) {
          expect(line).toBe(line.trim());
        }
        expect(aspectPercent === null || aspectPercent > 0).toBe(true);
        expect(vSize === null || Number.isInteger(vSize)).toBe(true);
      }),
    );
  });

  it('reads any data-block-json text without throwing anything but BlockSkip', () => {
    fc.assert(
      fc.property(jsonText, (text) => {
        const element = document.createElement('div');
        element.setAttribute('data-block-json', text);
        try {
          readMap(element);
        } catch (error) {
          expect(error).toBeInstanceOf(BlockSkip);
        }
      }),
    );
  });
});

describe('the locale and key the maps script is loaded with', () => {
  it('derives language and region from the locale', () => {
    expect(mapLocale('en-AU')).toEqual({ language: 'en-AU', region: 'AU' });
    expect(mapLocale('en_gb')).toEqual({ language: 'en-GB', region: 'GB' });
    expect(mapLocale('de')).toEqual({ language: 'de', region: '' });
    expect(mapLocale('pt-BR-u-ca-gregory')).toEqual({ language: 'pt-BR', region: 'BR' });
    expect(mapLocale('')).toEqual({ language: '', region: '' });
    expect(mapLocale('not a locale')).toEqual({ language: '', region: '' });
  });

  it('never throws and gives a plain tag for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(24), fc.string({ maxLength: 24 })), (text) => {
        const { language, region } = mapLocale(text);
        expect(language).toMatch(/^([a-z]{2,3}(-[A-Z]{2})?)?$/);
        expect(region).toMatch(/^([A-Z]{2})?$/);
        if (region) expect(language.endsWith(`-${region}`)).toBe(true);
      }),
    );
  });

  it('decodes the base64 gmRenderKey of real pages; takes a plain key as it is', () => {
    expect(mapsKey('QUl6YVN5Q0JUUk9xNkx1dkZfSUUxcjQ2LVQ0QWVUU1YtMGQ3bXk4')).toBe(
      'AIzaSyCBTROq6LuvF_IE1r46-T4AeTSV-0d7my8',
    );
    expect(mapsKey('plain-key_123')).toBe('plain-key_123');
    expect(mapsKey('')).toBe('');
    expect(mapsKey('<script>')).toBe('');
  });

  it('gives a URL-safe key or none for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(40), fc.base64String({ maxLength: 60 })), (text) => {
        expect(mapsKey(text)).toMatch(/^([\w-]{8,100})?$/);
      }),
    );
  });
});

describe('map styles', () => {
  it('draws satellite as the hybrid map with labels, terrain as the terrain map', () => {
    expect(
      styleOptions({ style: 'Satellite', showLabels: true, showTerrain: false }).mapTypeId,
    ).toBe('hybrid');
    expect(
      styleOptions({ style: 'Satellite', showLabels: false, showTerrain: true }).mapTypeId,
    ).toBe('satellite');
    expect(styleOptions({ style: 'Original', showLabels: true, showTerrain: true })).toEqual({
      mapTypeId: 'terrain',
      styles: [],
    });
  });

  it('hides labels when asked, on every style but satellite', () => {
    for (const style of MapStyle.codes.filter((code) => code !== 'Satellite')) {
      const { styles } = styleOptions({ style, showLabels: false, showTerrain: false });
      expect(styles.at(-1)).toEqual({ elementType: 'labels', stylers: [{ visibility: 'off' }] });
    }
  });
});
