// Reads a map block's JSON (data-block-json, or the 2026 component's data-context) into MapData.
// Every field may be missing or of the wrong type: the spec's defaults fill in (centre
// 40.720882,-74.000988, zoom 12, style Grayscale, the marker at the centre).
import {
  DEFAULT_MAP_STYLE,
  MapStyle,
  mapStyleOfIndex,
  type MapStyle as Style,
} from '../../src/enums/map';
import { asRecord, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import { COMPONENT_DATA_SELECTOR } from './assumed';
import type { MapData, MapLocation, MapOptions } from './types';

/** widgets.md section 9. */
export const DEFAULT_CENTRE = { lat: 40.720882, lng: -74.000988 } as const;
export const DEFAULT_ZOOM = 12;
/** The provider's zoom levels. */
const MAX_ZOOM = 22;

function finite(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

function within(value: unknown, min: number, max: number): number | null {
  const number = finite(value);
  return number !== null && number >= min && number <= max ? number : null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function flag(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1) return true;
  if (value === 'false' || value === 0) return false;
  return fallback;
}

/** A style name ("MinimalBlue") or the page-settings index (1 to 6); Grayscale otherwise. */
export function readMapStyle(value: unknown): Style {
  if (MapStyle.has(value)) return value;
  const index = finite(value);
  return (index !== null && mapStyleOfIndex(index)) || DEFAULT_MAP_STYLE;
}

export function readLocation(raw: unknown): MapLocation {
  const location = asRecord(raw);
  const mapLat = within(location.mapLat, -90, 90) ?? DEFAULT_CENTRE.lat;
  const mapLng = within(location.mapLng, -180, 180) ?? DEFAULT_CENTRE.lng;
  const zoom = within(location.mapZoom, 0, MAX_ZOOM);
  return {
    mapLat,
    mapLng,
    markerLat: within(location.markerLat, -90, 90) ?? mapLat,
    markerLng: within(location.markerLng, -180, 180) ?? mapLng,
    mapZoom: zoom === null ? DEFAULT_ZOOM : Math.round(zoom),
    addressTitle: text(location.addressTitle),
    addressLine1: text(location.addressLine1),
    addressLine2: text(location.addressLine2),
    addressCountry: text(location.addressCountry),
  };
}

/** The block JSON names the options briefly (labels, terrain, controls); the widget in full. */
export function readOptions(json: Record<string, unknown>): MapOptions {
  const showControls = flag(json.showControls ?? json.controls, false);
  return {
    style: readMapStyle(json.style),
    showLabels: flag(json.showLabels ?? json.labels, true),
    showTerrain: flag(json.showTerrain ?? json.terrain, false),
    showControls,
    disableDefaultUI: flag(json.disableDefaultUI, !showControls),
    draggable: flag(json.draggable, true),
    // Off unless asked for: a page that scrolls past a map must not zoom it.
    scrollwheel: flag(json.scrollwheel, false),
    markerDraggable: flag(json.markerDraggable, false),
    linkOnClick: flag(json.linkOnClick, true),
  };
}

export function readMapJson(json: Record<string, unknown>, element: HTMLElement): MapData {
  // Some contexts put the location fields at the top level.
  const location = isRecord(json.location) ? json.location : json;
  const aspect = within(json.aspectRatio ?? element.getAttribute('data-aspect-ratio'), 1, 1000);
  const vSize = within(json.vSize, 1, 200);
  return {
    location: readLocation(location),
    options: readOptions(json),
    aspectPercent: aspect,
    vSize: vSize === null ? null : Math.round(vSize),
  };
}

function componentJson(element: HTMLElement): unknown {
  const holder = element.querySelector(COMPONENT_DATA_SELECTOR);
  const raw = holder?.getAttribute('data-context') ?? '';
  if (raw.trim() === '') throw new BlockSkip('the map component has no data-context');
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    throw new BlockSkip(
      `Invalid data-context: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** The block's data; a BlockSkip when its JSON is not an object. */
export function readMap(element: HTMLElement): MapData {
  const isComponent = element.hasAttribute('data-definition-name');
  const parsed = isComponent ? componentJson(element) : readBlockJson(element);
  if (!isRecord(parsed)) throw new BlockSkip('the map data is not an object');
  return readMapJson(parsed, element);
}
