// Reads the text highlights of a text block: `<script type="application/json"
// class="TextAttributes-props">[{…}]</script>` beside the block's HTML, whose entries are drawn
// around `<span class="sqsrte-text-highlight" data-text-attribute-id="…">`. widgets.md names the
// animations (draw, right or left; fade; fadeScale), the default shape (wave) and duration
// (0.75 s). ASSUMED: the entry's key names below (id, type "highlight", shape, animation,
// direction, duration in seconds, color, thickness, linecap, isFront), as public copies of such
// pages show them; the shape names other than wave are ours (README, "Effects").
import { DrawDirection, TextEffectAnimation } from '../../src/enums/text-effects';
import { asRecord, isRecord } from '../../src/lib/coerce';
import { ownValue } from '../../src/lib/own-keys';

export const SHAPES = [
  'wave',
  'underline',
  'underlineCurve',
  'underlineDouble',
  'underlineZigzag',
  'scribble',
  'circle',
  'highlight',
] as const;
export type ShapeName = (typeof SHAPES)[number];

/** widgets.md section 9. */
export const DEFAULT_DURATION_S = 0.75;
const MAX_DURATION_S = 10;

export interface TextHighlight {
  id: string;
  shape: ShapeName;
  animation: TextEffectAnimation;
  direction: DrawDirection;
  /** Seconds. */
  duration: number;
  /** A CSS colour: the site palette's, a given one, or the template's highlight colour. */
  stroke: string;
  /** A CSS length. */
  strokeWidth: string;
  linecap: 'round' | 'square' | 'butt';
  isFront: boolean;
}

const SHAPE_ALIASES: Record<string, ShapeName> = {
  underlinestraight: 'underline',
  straight: 'underline',
  underlinescribble: 'scribble',
  marker: 'highlight',
};

function shapeOf(value: unknown): ShapeName {
  if (typeof value !== 'string') return 'wave';
  const known = SHAPES.find((shape) => shape.toLowerCase() === value.toLowerCase());
  return known ?? ownValue(SHAPE_ALIASES, value.toLowerCase()) ?? 'wave';
}

/** A palette colour `hsla(var(--accent-hsl), 1)`, a plain colour, or the template's default. */
function strokeOf(value: unknown): string {
  if (typeof value === 'string' && /^(#[\da-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/-]+\))$/i.test(value)) {
    return value;
  }
  const color = asRecord(value);
  const palette = asRecord(color.sitePaletteColor);
  const name = typeof palette.colorName === 'string' ? palette.colorName : '';
  const alpha = typeof palette.alphaModifier === 'number' ? palette.alphaModifier : 1;
  if (/^[a-zA-Z][\w-]{0,40}$/.test(name) && alpha >= 0 && alpha <= 1) {
    return `hsla(var(--${name}-hsl), ${alpha})`;
  }
  if (typeof color.value === 'string' && color.value !== value) return strokeOf(color.value);
  return 'var(--text-highlight-color, currentColor)';
}

function strokeWidthOf(value: unknown): string {
  const thickness = asRecord(value);
  const amount = thickness.value;
  const unit = thickness.unit;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount > 100) {
    return '0.1em';
  }
  return typeof unit === 'string' && /^(px|em|rem|%)$/.test(unit) ? `${amount}${unit}` : '0.1em';
}

function durationOf(value: unknown): number {
  const seconds = typeof value === 'string' ? Number(value) : value;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds, MAX_DURATION_S)
    : DEFAULT_DURATION_S;
}

export function readHighlight(value: unknown): TextHighlight | null {
  if (!isRecord(value)) return null;
  if (value.type !== undefined && value.type !== 'highlight') return null;
  const id = typeof value.id === 'string' ? value.id.trim() : '';
  if (!/^[\w-]{1,80}$/.test(id)) return null;
  const linecap = value.linecap;
  return {
    id,
    shape: shapeOf(value.shape),
    animation: TextEffectAnimation.has(value.animation) ? value.animation : 'draw',
    direction: DrawDirection.has(value.direction) ? value.direction : 'right',
    duration: durationOf(value.duration),
    stroke: strokeOf(value.color),
    strokeWidth: strokeWidthOf(value.thickness),
    linecap: linecap === 'square' || linecap === 'butt' ? linecap : 'round',
    isFront: value.isFront === true,
  };
}

/** Every usable highlight of a TextAttributes-props script; [] for broken JSON. */
export function readTextAttributes(text: string): TextHighlight[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.map(readHighlight).filter((highlight) => highlight !== null);
}
