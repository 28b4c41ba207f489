// Reads a summary-v2 block: its data-block-json and its items.
import { asBoolean, asNumber, asString, isRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';
import {
  lazyImageIn,
  parseDimensions,
  readImageIfUsable,
  type LoadableImage,
} from '../../src/images';
import { CAROUSEL_SLIDES_PER_ROW } from '../../src/carousel';

export type SummaryLayout = 'carousel' | 'list' | 'grid' | 'wall';

const LAYOUTS: Record<string, SummaryLayout> = {
  carousel: 'carousel',
  list: 'list',
  grid: 'grid',
  autogrid: 'grid',
  wall: 'wall',
  autocolumns: 'wall',
};

/** The layout a summary design is drawn with (grid is `autogrid` in data, wall `autocolumns`). */
export function summaryLayoutOf(design: unknown): SummaryLayout | undefined {
  return typeof design === 'string' ? LAYOUTS[design.trim().toLowerCase()] : undefined;
}

export interface SummaryItem {
  element: HTMLElement;
  image: LoadableImage | null;
  /** Width / height of the thumbnail frame, or null when unknown. */
  ratio: number | null;
}

export interface SummaryData {
  layout: SummaryLayout;
  label: string;
  perRow: number;
  columnWidth: number;
  gutter: number;
  listImageSize: number;
  wrapper: HTMLElement;
  list: HTMLElement;
  pager: HTMLElement | null;
  items: SummaryItem[];
}

/** imageAspectRatio is width / height ("1.5"); 'Auto' or nothing: the image's own. */
export function summaryRatio(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

export function readSummaryData(element: HTMLElement): SummaryData {
  const raw = readBlockJson(element);
  if (!isRecord(raw)) throw new BlockSkip('Summary block data is not an object');
  const layout = summaryLayoutOf(raw.design ?? 'list');
  if (!layout)
    throw new BlockSkip(`Summary design "${asString(raw.design).slice(0, 40)}" not found`);
  const wrapper = element.querySelector<HTMLElement>('.summary-block-wrapper');
  const list = wrapper?.querySelector<HTMLElement>('.summary-item-list');
  if (!wrapper || !list) throw new BlockSkip('Summary block has no .summary-item-list');
  const crop = asBoolean(raw.autoCrop, true);
  const fixed = layout === 'wall' ? null : summaryRatio(raw.imageAspectRatio);
  const items = Array.from(list.querySelectorAll<HTMLElement>(':scope > .summary-item')).map(
    (item): SummaryItem => {
      const img = lazyImageIn(item);
      const image = readImageIfUsable(img, { mode: crop ? 'fill' : 'fit' });
      const size = parseDimensions(img?.getAttribute('data-image-dimensions') ?? '');
      return { element: item, image, ratio: fixed ?? (size ? size.width / size.height : null) };
    },
  );
  const number = (value: unknown, fallback: number, min: number) => {
    const parsed = asNumber(typeof value === 'string' ? Number(value) : value, fallback);
    return Number.isFinite(parsed) && parsed >= min ? parsed : fallback;
  };
  return {
    layout,
    label: asString(raw.headerText).trim() || 'Summary',
    perRow: Math.floor(number(raw.slidesPerRow, CAROUSEL_SLIDES_PER_ROW, 1)),
    columnWidth: number(raw.columnWidth, 250, 1),
    gutter: number(raw.gutter, 20, 0),
    listImageSize: Math.min(100, number(raw.listImageSize, 30, 1)),
    wrapper,
    list,
    pager: wrapper.querySelector<HTMLElement>('.summary-carousel-pager'),
    items,
  };
}
