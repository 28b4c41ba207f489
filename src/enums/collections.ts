import { defineEnum, defineValues, type EnumCode } from './define-enum';

/** collection.type: widgets.md section 9 (there are no codes 9). */
export const CollectionType = defineEnum({
  GENERIC: 1,
  SUBSCRIPTION: 2,
  TWITTER: 3,
  FOURSQUARE: 4,
  INSTAGRAM: 5,
  GALLERY_BLOCK: 6,
  TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8,
  PAGE: 10,
  FIVE_HUNDRED_PX: 11, // 500px
  FLICKR: 12,
  PRODUCTS: 13,
  MOSAIC: 14,
  SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16,
  SLIDE_VIDEO: 17,
  ALBUM_BLOCK: 18,
  PROJECT: 19,
  SECTION_CATALOG: 20,
  PAGE_CATALOG: 21,
  ITEM_CATALOG: 22,
  PORTFOLIO: 23,
  LESSONS: 24,
});
export type CollectionType = EnumCode<typeof CollectionType>;

/** Item types (item.recordType): the listed ones; the spec skips the codes between 15 and 62. */
export const ItemType = defineEnum({
  TEXT: 1,
  IMAGE: 2,
  QUOTE: 4,
  LINK: 5,
  CHAT: 6,
  AUDIO: 7,
  VIDEO: 8,
  REVIEW: 10,
  STORE_ITEM: 11,
  EVENT: 12,
  THREAD: 13,
  GALLERY: 14,
  BINARY: 15,
  LESSON: 62,
});
export type ItemType = EnumCode<typeof ItemType>;

/** Collection record types: named only, no codes in the spec. */
export const CollectionRecordType = defineValues(
  'AUDIO',
  'EVENT',
  'IMAGE',
  'PORTFOLIO_ITEM',
  'TEXT',
  'VIDEO',
);
export type CollectionRecordType = EnumCode<typeof CollectionRecordType>;

/** Item visibility, as its change events name it (runtime.md section 4). */
export const ItemVisibility = defineEnum({
  DRAFT: 'draft',
  PUBLISHED: 'published',
  NEEDS_REVIEW: 'needs_review',
  SCHEDULED: 'scheduled',
});
export type ItemVisibility = EnumCode<typeof ItemVisibility>;
