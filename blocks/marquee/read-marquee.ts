// Reads a marquee's `script.Marquee-props` (widgets.md section 3: animation speed, default 1;
// pause on hover; frequency), with the items of its markup as a fallback. ASSUMED: the key of the
// pause-on-hover option (`pauseOnHover`) and the units of waveIntensity (tenths of the font size).
import { asRecord, isRecord } from '../../src/lib/coerce';
import { safeHref } from '../../src/lib/links';
import { MARQUEE_ITEMS } from '../../src/lib/markup-limits';
import { BlockSkip } from '../../src/runtime/types';

export const DEFAULT_SPEED = 1;
const MAX_SPEED = 10;
const MAX_INTENSITY = 20;
const MAX_FREQUENCY = 20;

export interface MarqueeData {
  items: string[];
  /** A followable link for the whole marquee, or null. */
  link: string | null;
  direction: 'left' | 'right';
  /** The speed factor: 1 is the widget's default pace. */
  speed: number;
  waveFrequency: number;
  waveIntensity: number;
  /** The space after each item, in em of the text. */
  spacingEm: number;
  pauseOnHover: boolean;
}

function number(value: unknown, fallback: number, min: number, max: number): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) && parsed >= min && parsed <= max
    ? parsed
    : fallback;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '';
}

function spacingEm(value: unknown): number {
  const spacing = asRecord(value);
  const amount = number(spacing.value, 2, 0, 20);
  if (spacing.unit === 'px') return amount / 16;
  return amount;
}

export function readMarqueeProps(
  props: Record<string, unknown>,
  fallbackItems: string[],
): MarqueeData {
  // Only as many items as a marquee can show (src/lib/markup-limits.ts) are read.
  const listed: unknown[] = Array.isArray(props.marqueeItems) ? props.marqueeItems : [];
  const items: string[] = [];
  for (const item of listed) {
    if (items.length >= MARQUEE_ITEMS.max) break;
    const itemText = text(asRecord(item).text);
    if (itemText) items.push(itemText);
  }
  const link = text(props.linkTo);
  return {
    items: items.length > 0 ? items : fallbackItems.slice(0, MARQUEE_ITEMS.max),
    link: link ? safeHref(link) : null,
    direction: props.animationDirection === 'right' ? 'right' : 'left',
    speed: number(props.animationSpeed, DEFAULT_SPEED, 0.01, MAX_SPEED),
    waveFrequency: number(props.waveFrequency, 0, 0, MAX_FREQUENCY),
    waveIntensity: number(props.waveIntensity, 0, 0, MAX_INTENSITY),
    spacingEm: spacingEm(props.itemSpacing),
    pauseOnHover: props.pauseOnHover === true,
  };
}

export function readMarquee(element: HTMLElement): MarqueeData {
  const marquee = element.querySelector('.Marquee');
  if (!marquee) throw new BlockSkip('the block has no .Marquee');
  const svg = marquee.querySelector('svg.Marquee-svg');
  if (!svg) throw new BlockSkip('the marquee has no svg.Marquee-svg to draw in');
  const fallbackItems = Array.from(marquee.querySelectorAll('.Marquee-measure .Marquee-item'))
    .map((item) => text(item.textContent))
    .filter(Boolean);
  let props: unknown = {};
  const script = marquee.querySelector('script.Marquee-props');
  if (script?.textContent?.trim()) {
    try {
      props = JSON.parse(script.textContent) as unknown;
    } catch (error) {
      throw new BlockSkip(
        `Invalid Marquee-props: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const data = readMarqueeProps(isRecord(props) ? props : {}, fallbackItems);
  if (data.items.length === 0) throw new BlockSkip('the marquee has no text');
  return data;
}
