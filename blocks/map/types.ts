import type { MapStyle } from '../../src/enums/map';

/** The location fields of widgets.md section 3, with the spec's defaults filled in. */
export interface MapLocation {
  mapLat: number;
  mapLng: number;
  markerLat: number;
  markerLng: number;
  mapZoom: number;
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

/** The UI options of widgets.md section 3. */
export interface MapOptions {
  style: MapStyle;
  showLabels: boolean;
  showTerrain: boolean;
  showControls: boolean;
  disableDefaultUI: boolean;
  draggable: boolean;
  scrollwheel: boolean;
  markerDraggable: boolean;
  linkOnClick: boolean;
}

export interface MapData {
  location: MapLocation;
  options: MapOptions;
  /** The block's height as a percentage of its width, when the data gives one. */
  aspectPercent: number | null;
  /** The template's height unit count (`vSize`, 34 px each), when the data gives one. */
  vSize: number | null;
}
