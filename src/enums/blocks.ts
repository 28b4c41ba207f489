import { defineEnum, type EnumCode } from './define-enum';

/**
 * data-block-type codes. widgets.md section 9 lists these and leaves "the others in between" out;
 * the entries marked "markup" come from DESIGN.md's markup contract and the saved real pages.
 */
export const BlockType = defineEnum({
  NAVIGATION: 1,
  HTML: 2,
  LOGO: 3,
  MAP: 4,
  IMAGE: 5,
  TWITTER: 6,
  JOURNAL: 7,
  GALLERY: 8,
  FORM: 9,
  GEO: 10,
  INDEX: 11,
  COLLECTION_LINK: 12,
  LINK: 13,
  TAG_CLOUD: 14,
  COMMENTS: 16,
  FOLDER: 17,
  MENU: 18,
  SOCIAL_LINKS: 19,
  SUMMARY: 20,
  SPACER: 21,
  EMBED: 22,
  CODE: 23,
  INSTAGRAM: 25, // markup
  VIDEO: 32, // markup
  PRODUCT: 43,
  NEWSLETTER: 51,
  DONATION: 52,
  BUTTON: 53,
  SOCIAL_LINKS_V2: 54, // markup
  SUMMARY_V2: 55, // markup
  MEMBER_AREA: 67,
  ACCORDION: 69,
  MARQUEE: 70,
  SHAPE: 71,
  DEFINITION: 1337, // markup: newer blocks, named by data-definition-name
});
export type BlockType = EnumCode<typeof BlockType>;

// Editor block variant codes (widgets.md section 3), one enum per block family.

export const GalleryVariant = defineEnum({
  SLIDESHOW: 1000,
  CAROUSEL: 1002,
  GRID: 1003,
  STACK: 1004,
});
export type GalleryVariant = EnumCode<typeof GalleryVariant>;

export const SummaryVariant = defineEnum({ WALL: 1005, CAROUSEL: 1006, LIST: 1007, GRID: 1008 });
export type SummaryVariant = EnumCode<typeof SummaryVariant>;

export const ChartVariant = defineEnum({ BAR: 1009, LINE: 1010, PIE: 1011 });
export type ChartVariant = EnumCode<typeof ChartVariant>;

export const ImageVariant = defineEnum({
  INLINE: 1012,
  POSTER: 1013,
  CARD: 1014,
  OVERLAP: 1015,
  COLLAGE: 1016,
  STACK: 1017,
});
export type ImageVariant = EnumCode<typeof ImageVariant>;

export const TableBookingVariant = defineEnum({ RESERVATIONS: 1018, EVENTS: 1019 });
export type TableBookingVariant = EnumCode<typeof TableBookingVariant>;
