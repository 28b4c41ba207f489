// The chart palettes: the block names one (ASSUMED names); each colour has at least 3:1 contrast
// with white, so marks stay distinct from the page. Our colours.
import { ownValue } from '../../src/lib/own-keys';

const PALETTES: Record<string, string[]> = {
  default: ['#1f5fa8', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0f766e', '#a16207', '#be185d'],
  warm: ['#b91c1c', '#c2410c', '#a16207', '#be185d', '#9f1239', '#92400e'],
  cool: ['#1f5fa8', '#0f766e', '#4338ca', '#0369a1', '#15803d', '#6d28d9'],
  mono: ['#1f2937', '#4b5563', '#374151', '#6b7280', '#111827', '#52525b'],
};

export function paletteColours(name: string): string[] {
  return ownValue(PALETTES, name.toLowerCase()) ?? PALETTES.default ?? [];
}
