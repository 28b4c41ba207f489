// The settings a 7.1 list carousel's element carries (data-max-columns="3",
// data-space-between-slides-value="60" data-space-between-slides-unit="px",
// data-is-infinite-enabled="true"), read into bounded numbers.
import { asNumberIn } from '../../src/lib/coerce';
import { GAP_PX, PER_ROW } from '../../src/lib/markup-limits';

export interface ListCarouselSettings {
  maxColumns: number;
  /** The space between slides, in CSS pixels, for a window `viewportWidth` wide. */
  gap: (viewportWidth: number) => number;
  infinite: boolean;
}

/** The platform's default space between slides. */
const DEFAULT_GAP_PX = 20;

export function readListCarousel(element: HTMLElement): ListCarouselSettings {
  const maxColumns = Math.round(asNumberIn(element.getAttribute('data-max-columns'), PER_ROW, 3));
  const amount = asNumberIn(
    element.getAttribute('data-space-between-slides-value'),
    { min: 0, max: 10_000 },
    DEFAULT_GAP_PX,
  );
  const unit = (element.getAttribute('data-space-between-slides-unit') ?? 'px').trim();
  const gap = (viewportWidth: number) => {
    const px = unit === 'vw' || unit === '%' ? (amount * viewportWidth) / 100 : amount;
    return Math.min(GAP_PX.max, Math.max(GAP_PX.min, px));
  };
  return { maxColumns, gap, infinite: element.getAttribute('data-is-infinite-enabled') === 'true' };
}
