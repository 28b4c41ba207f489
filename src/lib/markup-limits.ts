// Bounds for the numbers blocks read from markup (read with asNumberIn, src/lib/coerce.ts). The spec
// gives defaults, not limits; these are ours, wide enough for any real design: content that asks
// for 100,000 columns, a gap of a million pixels or an autoplay every millisecond gets the nearest
// of them instead (a masonry of 1,500 items in 100,000 columns took 16 s to lay out).

/** Columns, thumbnails or slides per row. */
export const PER_ROW = { min: 1, max: 12 } as const;

/** A gap between items, in CSS pixels. */
export const GAP_PX = { min: 0, max: 200 } as const;

/** The 7.1 sections' gutter, in the platform's unit (20 is 1 % of the viewport's width). */
export const SECTION_GUTTER = { min: 0, max: 100 } as const;

/** A column's width, in CSS pixels. */
export const COLUMN_WIDTH_PX = { min: 20, max: 2000 } as const;

/** A row's target height, in CSS pixels. */
export const ROW_HEIGHT_PX = { min: 20, max: 2000 } as const;

/** A slideshow's thumbnail strip: its height and its margin, in CSS pixels. */
export const THUMBNAIL_STRIP_PX = { min: 16, max: 400 } as const;
export const THUMBNAIL_MARGIN_PX = { min: 0, max: 100 } as const;

/** A list's image width, in percent of the row. */
export const LIST_IMAGE_PERCENT = { min: 1, max: 100 } as const;

/** Seconds between two slides of a rotating carousel. */
export const AUTOPLAY_SECONDS = { min: 1, max: 60 } as const;

/** A video's intrinsic width or height, in CSS pixels. */
export const MEDIA_SIZE_PX = { min: 1, max: 10_000 } as const;

/** A form field's character limit (0: none). */
export const TEXT_LENGTH = { min: 0, max: 100_000 } as const;

/** The characters of one part of a formatted field (a phone number's area code, say). */
export const FIELD_PART_LENGTH = { min: 0, max: 100 } as const;

/** The items of a marquee (its `marqueeItems`): real ones hold a handful. */
export const MARQUEE_ITEMS = { min: 1, max: 100 } as const;
