import { defineEnum, type EnumCode } from './define-enum';

/** Map block styles, as block data names them (widgets.md section 3). */
export const MapStyle = defineEnum({
  ORIGINAL: 'Original',
  GRAYSCALE: 'Grayscale',
  SATELLITE: 'Satellite',
  MINIMAL_DARK: 'MinimalDark',
  MINIMAL_LIGHT: 'MinimalLight',
  MINIMAL_BLUE: 'MinimalBlue',
});
export type MapStyle = EnumCode<typeof MapStyle>;

/** The style index of page settings, 1 to 6; note minimal light comes before minimal dark here. */
export const MapStyleIndex = defineEnum({
  ORIGINAL: 1,
  GRAYSCALE: 2,
  SATELLITE: 3,
  MINIMAL_LIGHT: 4,
  MINIMAL_DARK: 5,
  MINIMAL_BLUE: 6,
});
export type MapStyleIndex = EnumCode<typeof MapStyleIndex>;

export const DEFAULT_MAP_STYLE: MapStyle = MapStyle.byName.GRAYSCALE;

/** The style of a page-settings index; undefined outside 1 to 6. */
export function mapStyleOfIndex(index: unknown): MapStyle | undefined {
  const name = MapStyleIndex.nameOf(index);
  return name === undefined ? undefined : MapStyle.codeOf(name);
}

/** The page-settings index of a style name; undefined for an unknown name. */
export function mapStyleIndexOf(style: unknown): MapStyleIndex | undefined {
  const name = MapStyle.nameOf(style);
  return name === undefined ? undefined : MapStyleIndex.codeOf(name);
}
