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
  /** Width / height of the thumbnail frame, or null when unknown (and for a video placeholder). */
  ratio: number | null;
  /** A video's placeholder (`.sqs-video-wrapper`, the platform's `video` formatter), if any. */
  video: HTMLElement | null;
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
  /** The height of a video placeholder, in percent of its width (summaryVideoAspect). */
  videoAspect: string;
}

/** runtime.md section 9: "Default aspect of summary video placeholders 65%". */
export const SUMMARY_VIDEO_ASPECT = '65%';

/**
 * A video placeholder's height in percent of its width: the spec's 65% by default, "otherwise 100
 * divided by the ratio" (the summary's fixed imageAspectRatio, width / height).
 */
export function summaryVideoAspect(ratio: number | null): string {
  // Ours: a ratio beyond 1:10 or 10:1 is no real picture's (and 5e-324 would give Infinity%).
  const usable = ratio !== null && ratio >= 0.1 && ratio <= 10;
  return usable ? `${Number((100 / ratio).toFixed(4))}%` : SUMMARY_VIDEO_ASPECT;
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
      const video = item.querySelector<HTMLElement>('.sqs-video-wrapper');
      // A video's picture sits in its placeholder, which the spec sizes (videoAspect).
      const ratio = video ? null : (fixed ?? (size ? size.width / size.height : null));
      return { element: item, image, ratio, video };
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
    videoAspect: summaryVideoAspect(fixed),
  };
}
