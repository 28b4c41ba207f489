// Reads a shape block or component: its name, fill mode, aspect, blend mode and drop shadow, from
// the container's data attributes (the 2026 component) or data-block-json (type 71), whichever
// says it. Free text from the page: anything unreadable falls back to the default, with a warning.
import { asRecord, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { createLogger } from '../../src/runtime/logger';
import { BlockSkip } from '../../src/runtime/types';
import { shapeKey } from './shapes';

export const shapeLog = createLogger('shape');

/** widgets.md section 9: a shape's height as a percentage of its width. */
export const SHAPE_ASPECTS = [100, 150, 67] as const;
export type ShapeAspect = (typeof SHAPE_ASPECTS)[number];

const LENGTH_UNITS = ['px', 'em', 'rem', 'vw', 'vh', 'vmin', 'vmax'] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export interface Length {
  value: number;
  unit: LengthUnit;
}

export interface DropShadow {
  /** Degrees, clockwise from the right: the direction the shadow falls (0 right, 90 down). */
  angle: number;
  distance: Length;
  blur: Length;
}

export interface ShapeData {
  shape: string;
  /** The shape fills its box; otherwise it keeps its aspect, centred. */
  stretched: boolean;
  aspect: ShapeAspect;
  blendMode: string;
  dropShadow: DropShadow | null;
  container: HTMLElement;
  /** The server's `.sqs-shape`, where the shape is drawn. */
  frame: HTMLElement;
}

const BLEND_MODES = new Set([
  'normal',
  'multiply',
  'screen',
  'overlay',
  'darken',
  'lighten',
  'color-dodge',
  'color-burn',
  'hard-light',
  'soft-light',
  'difference',
  'exclusion',
  'hue',
  'saturation',
  'color',
  'luminosity',
]);

function finite(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** `{value, unit}` (unit px when missing), or a CSS length text such as "12px"; null otherwise. */
export function readLength(raw: unknown): Length | null {
  let value: number | null;
  let unit: unknown;
  if (isRecord(raw)) {
    value = finite(raw.value);
    unit = raw.unit ?? 'px';
  } else if (typeof raw === 'string') {
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(raw);
    value = match ? Number(match[1]) : null;
    unit = match?.[2] || 'px';
  } else {
    value = finite(raw);
    unit = 'px';
  }
  if (value === null || value < 0 || value > 10_000) return null;
  // Hundredths of a unit are finer than a pixel; less would print as 5e-324, which CSS refuses.
  value = Math.round(value * 100) / 100;
  const lower = typeof unit === 'string' ? unit.trim().toLowerCase() : '';
  return (LENGTH_UNITS as readonly string[]).includes(lower)
    ? { value, unit: lower as LengthUnit }
    : null;
}

/** The drop shadow of the data, or null: none, switched off, or unreadable (with a warning). */
export function readDropShadow(raw: unknown, where = 'Shape'): DropShadow | null {
  if (raw === undefined || raw === null || raw === false) return null;
  const record = asRecord(raw);
  if (record.enabled === false || record.visible === false) return null;
  const angle = finite(record.angle) ?? 0;
  const distance = readLength(record.distance);
  const blur =
    record.blur === undefined ? { value: 0, unit: 'px' as const } : readLength(record.blur);
  if (!distance || !blur) {
    shapeLog.warn(`${where}: drop shadow ignored, its distance or blur is not a length`, raw);
    return null;
  }
  return { angle: ((angle % 360) + 360) % 360, distance, blur };
}

/** The shadow as CSS: `drop-shadow(x y blur currentColor)`, the offsets from angle and distance. */
export function dropShadowFilter({ angle, distance, blur }: DropShadow): string {
  const radians = (angle * Math.PI) / 180;
  const offset = (part: number) =>
    `${Math.round(part * distance.value * 100) / 100}${distance.unit}`;
  return `drop-shadow(${offset(Math.cos(radians))} ${offset(Math.sin(radians))} ${blur.value}${blur.unit} currentColor)`;
}

function attributeJson(element: Element, name: string): unknown {
  const text = element.getAttribute(name);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    shapeLog.warn(`Shape: ${name} is not JSON`);
    return undefined;
  }
}

export function readShape(element: HTMLElement): ShapeData {
  const json = asRecord(readBlockJson(element));
  const container =
    element.querySelector<HTMLElement>('.sqs-shape-block-container') ??
    element.querySelector<HTMLElement>('.sqs-block-content');
  const frame = container?.querySelector<HTMLElement>('.sqs-shape');
  if (!container || !frame) throw new BlockSkip('Shape block has no .sqs-shape');
  const where = `Shape ${element.id || ''}`.trim();

  const name = String(
    container.getAttribute('data-shape-name') ?? json.shapeName ?? json.shape ?? '',
  );
  let shape = shapeKey(name);
  if (!shape) {
    if (name.trim() !== '')
      shapeLog.warn(`${where}: unknown shape "${name.slice(0, 40)}", drawn as a rectangle`);
    shape = 'rectangle';
  }

  const rawAspect = json.aspectRatio ?? json.aspect ?? container.getAttribute('data-aspect-ratio');
  const aspectNumber = finite(rawAspect);
  const aspect = SHAPE_ASPECTS.find((value) => value === aspectNumber) ?? 100;
  if (rawAspect !== undefined && rawAspect !== null && aspect !== aspectNumber) {
    shapeLog.warn(
      `${where}: aspect ${String(rawAspect).slice(0, 20)} is not one of ${SHAPE_ASPECTS.join(', ')}; 1:1 used`,
    );
  }

  const stretchedAttribute = container.getAttribute('data-stretched-to-fill');
  const blend = (container.getAttribute('data-blend-mode') ?? '').trim().toLowerCase();
  return {
    shape,
    // A rectangle is whatever box its cell is: the author draws one by sizing the cell.
    stretched:
      shape === 'rectangle' || stretchedAttribute === 'true' || json.stretchedToFill === true,
    aspect,
    blendMode: BLEND_MODES.has(blend) ? blend : 'normal',
    dropShadow: readDropShadow(
      json.dropShadow ?? attributeJson(container, 'data-drop-shadow'),
      where,
    ),
    container,
    frame,
  };
}
