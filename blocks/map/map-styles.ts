// The provider options of each map style of widgets.md section 3 (Original, Grayscale,
// Satellite, MinimalDark, MinimalLight, MinimalBlue). The spec names them; the colours are ours.
import type { MapStyle } from '../../src/enums/map';
import type { MapOptions } from './types';

type StyleRule = {
  featureType?: string;
  elementType?: string;
  stylers: Record<string, string | number>[];
};

const MINIMAL_SHARED: StyleRule[] = [
  { featureType: 'poi', stylers: [{ visibility: 'off' }] },
  { featureType: 'transit', stylers: [{ visibility: 'off' }] },
  { featureType: 'road', elementType: 'labels.icon', stylers: [{ visibility: 'off' }] },
  { featureType: 'administrative', elementType: 'geometry', stylers: [{ visibility: 'off' }] },
];

function minimal(land: string, water: string, road: string, label: string): StyleRule[] {
  return [
    { elementType: 'geometry', stylers: [{ color: land }] },
    { featureType: 'water', elementType: 'geometry', stylers: [{ color: water }] },
    { featureType: 'road', elementType: 'geometry', stylers: [{ color: road }] },
    { elementType: 'labels.text.fill', stylers: [{ color: label }] },
    { elementType: 'labels.text.stroke', stylers: [{ color: land }] },
    ...MINIMAL_SHARED,
  ];
}

const RULES: Record<MapStyle, StyleRule[]> = {
  Original: [],
  Grayscale: [{ stylers: [{ saturation: -100 }] }],
  Satellite: [],
  MinimalLight: minimal('#f2f2f2', '#d6dde3', '#ffffff', '#6b6b6b'),
  MinimalDark: minimal('#242424', '#111418', '#3a3a3a', '#9a9a9a'),
  MinimalBlue: minimal('#dfe9f3', '#7fa7cf', '#f7fbff', '#3d5a78'),
};

const NO_LABELS: StyleRule = { elementType: 'labels', stylers: [{ visibility: 'off' }] };

/** The provider's map type and styles for a style and the label and terrain options. */
export function styleOptions(options: Pick<MapOptions, 'style' | 'showLabels' | 'showTerrain'>): {
  mapTypeId: string;
  styles: StyleRule[];
} {
  if (options.style === 'Satellite') {
    return { mapTypeId: options.showLabels ? 'hybrid' : 'satellite', styles: [] };
  }
  const styles = options.showLabels ? RULES[options.style] : [...RULES[options.style], NO_LABELS];
  return { mapTypeId: options.showTerrain ? 'terrain' : 'roadmap', styles };
}
