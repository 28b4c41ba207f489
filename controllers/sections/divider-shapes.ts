// The shapes of 7.1 section dividers: the bottom edge of a section drawn as a curve, a point, a
// slant or a repeated pattern. Pure geometry in the clip path's units (objectBoundingBox: the
// section's box is 0..1 on both axes), so it can be checked for any box without a browser.

/** The divider types the platform offers (data-current-context → divider.type). */
export const DIVIDER_SHAPES = [
  'rounded',
  'pointed',
  'slanted',
  'wavy',
  'scalloped',
  'jagged',
] as const;

export type DividerShape = (typeof DIVIDER_SHAPES)[number] | 'flat';

/** Shapes drawn once across the width; the others repeat every `width`. */
const SINGLE: ReadonlySet<DividerShape> = new Set(['rounded', 'pointed', 'slanted', 'flat']);

export interface DividerGeometry {
  shape: DividerShape;
  /** The divider's height as a fraction of the section's (0: no divider, 1: the whole box). */
  depth: number;
  /** How many times a repeating shape fits across the section (ignored by single shapes). */
  periods: number;
  /** Horizontal offset of a repeating shape, in periods. */
  phase: number;
  flipX: boolean;
  flipY: boolean;
}

/** Whether `value` names a shape this module draws. */
export function isDividerShape(value: string): value is DividerShape {
  return value === 'flat' || (DIVIDER_SHAPES as readonly string[]).includes(value);
}

/** How far the section reaches into the divider band at `u` (0..1 within one period): 0..1. */
function reach(shape: DividerShape, u: number): number {
  switch (shape) {
    case 'rounded':
      return 1 - (2 * u - 1) ** 2;
    case 'pointed':
    case 'jagged':
      return 1 - Math.abs(2 * u - 1);
    case 'slanted':
      return u;
    case 'wavy':
      return 0.5 - 0.5 * Math.cos(2 * Math.PI * u);
    case 'scalloped':
      return Math.sqrt(Math.max(0, 1 - (2 * u - 1) ** 2));
    case 'flat':
      return 1;
  }
}

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

/**
 * The section's bottom edge as points from x = 0 to x = 1, each y in [1 - depth, 1]: the section
 * keeps what is above the edge.
 */
export function edgePoints(geometry: DividerGeometry): Array<[number, number]> {
  const depth = clamp(geometry.depth, 0, 1);
  const single = SINGLE.has(geometry.shape);
  const periods = single ? 1 : clamp(geometry.periods, 1, 200);
  const phase = single ? 0 : Number.isFinite(geometry.phase) ? geometry.phase : 0;
  // Enough points for a smooth curve per period; the corners of pointed shapes fall on them.
  const count = geometry.shape === 'flat' ? 1 : Math.min(2048, Math.ceil(periods * 32));
  const points: Array<[number, number]> = [];
  for (let index = 0; index <= count; index += 1) {
    const x = index / count;
    const along = (geometry.flipX ? 1 - x : x) * periods + phase;
    const u = single ? clamp(along, 0, 1) : along - Math.floor(along);
    const r = reach(geometry.shape, u);
    const reached = geometry.flipY ? 1 - r : r;
    points.push([x, 1 - depth + reached * depth]);
  }
  return points;
}

function formatNumber(value: number): string {
  return String(Math.round(value * 10000) / 10000);
}

function formatPoint([x, y]: [number, number]): string {
  return `${formatNumber(x)},${formatNumber(y)}`;
}

/** The clip path's `d`: the box above the edge, closed. */
export function clipPathData(geometry: DividerGeometry): string {
  const edge = edgePoints(geometry).reverse();
  return `M0,0 L1,0 ${edge.map((point) => `L${formatPoint(point)}`).join(' ')} Z`;
}

/** The stroke's `d`: the edge alone, each point mapped into the stroke's own box. */
export function strokePathData(
  geometry: DividerGeometry,
  map: (point: [number, number]) => [number, number] = (point) => point,
): string {
  const points = edgePoints(geometry).map(map);
  return points.map((point, index) => `${index === 0 ? 'M' : 'L'}${formatPoint(point)}`).join(' ');
}
