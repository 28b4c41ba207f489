// The map pack's visitor-facing text. The spec has none for these states: ours. Placeholders in
// braces are filled by `formatMessage`.
export const mapStrings = {
  /** The map's accessible name. */
  region: 'Map: {place}',
  /** The place when the block names no address. */
  coordinates: '{lat}, {lng}',
  openInMaps: 'Open in Google Maps',
  newTab: '(opens in a new tab)',
  consent:
    'This map is provided by Google Maps, which may set cookies. It loads only with your consent.',
  show: 'Show the map',
  loading: 'Loading the map…',
  offline: 'You are offline. The map loads when you are back online.',
  failed: 'The map could not be loaded.',
  retry: 'Try again',
};
