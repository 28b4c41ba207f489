// Reads a summary-v2 block: its data-block-json and its items.
import { asBoolean, asNumberIn, asString, isRecord } from '../../src/lib/coerce';
import { COLUMN_WIDTH_PX, GAP_PX, LIST_IMAGE_PERCENT, PER_ROW } from '../../src/lib/markup-limits';
import { readBlockJson } from '../../src/runtime/block-data';
import { ownValue } from '../../src/lib/own-keys';
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
  return typeof design === 'string' ? ownValue(LAYOUTS, design.trim().toLowerCase()) : undefined;
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
  return {
    layout,
    label: asString(raw.headerText).trim() || 'Summary',
    perRow: Math.floor(asNumberIn(raw.slidesPerRow, PER_ROW, CAROUSEL_SLIDES_PER_ROW)),
    columnWidth: asNumberIn(raw.columnWidth, COLUMN_WIDTH_PX, 250),
    gutter: asNumberIn(raw.gutter, GAP_PX, 20),
    listImageSize: asNumberIn(raw.listImageSize, LIST_IMAGE_PERCENT, 30),
    wrapper,
    list,
    pager: wrapper.querySelector<HTMLElement>('.summary-carousel-pager'),
    items,
  };
}
