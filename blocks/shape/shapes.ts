// The outlines of the named shapes, each a path in a 100 x 100 box (stretched to the shape's own
// proportions when drawn).

function polygon(points: ReadonlyArray<readonly [number, number]>): string {
  return `M${points.map(([x, y]) => `${round(x)} ${round(y)}`).join('L')}Z`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A regular polygon (or a star, with an inner radius) centred in the box, a point at the top. */
function regular(corners: number, inner?: number): string {
  const points: Array<[number, number]> = [];
  const steps = inner === undefined ? corners : corners * 2;
  for (let index = 0; index < steps; index += 1) {
    const radius = inner !== undefined && index % 2 === 1 ? inner : 50;
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / steps;
    points.push([50 + radius * Math.cos(angle), 50 + radius * Math.sin(angle)]);
  }
  return polygon(points);
}

const ELLIPSE = 'M50 0A50 50 0 1 1 50 100A50 50 0 1 1 50 0Z';

export const SHAPE_PATHS: Readonly<Record<string, string>> = {
  rectangle: 'M0 0H100V100H0Z',
  'rounded-rectangle':
    'M12 0H88A12 12 0 0 1 100 12V88A12 12 0 0 1 88 100H12A12 12 0 0 1 0 88V12A12 12 0 0 1 12 0Z',
  ellipse: ELLIPSE,
  circle: ELLIPSE,
  triangle: polygon([
    [50, 0],
    [100, 100],
    [0, 100],
  ]),
  'right-triangle': polygon([
    [0, 0],
    [100, 100],
    [0, 100],
  ]),
  diamond: polygon([
    [50, 0],
    [100, 50],
    [50, 100],
    [0, 50],
  ]),
  parallelogram: polygon([
    [25, 0],
    [100, 0],
    [75, 100],
    [0, 100],
  ]),
  trapezoid: polygon([
    [20, 0],
    [80, 0],
    [100, 100],
    [0, 100],
  ]),
  pentagon: regular(5),
  hexagon: regular(6),
  octagon: regular(8),
  star: regular(5, 20),
  plus: polygon([
    [35, 0],
    [65, 0],
    [65, 35],
    [100, 35],
    [100, 65],
    [65, 65],
    [65, 100],
    [35, 100],
    [35, 65],
    [0, 65],
    [0, 35],
    [35, 35],
  ]),
  arrow: polygon([
    [0, 30],
    [60, 30],
    [60, 0],
    [100, 50],
    [60, 100],
    [60, 70],
    [0, 70],
  ]),
  chevron: polygon([
    [0, 0],
    [60, 0],
    [100, 50],
    [60, 100],
    [0, 100],
    [40, 50],
  ]),
  'speech-bubble': 'M0 0H100V75H40L15 100V75H0Z',
};

/** The shape drawn for a name: known names (any case, spaces or underscores for dashes). */
export function shapeKey(name: string): string | null {
  const key = name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return Object.hasOwn(SHAPE_PATHS, key) ? key : null;
}
