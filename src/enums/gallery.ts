import { defineEnum, type EnumCode, type EnumName } from './define-enum';

/** Gallery block `design` values (widgets.md section 3). */
export const GalleryDesign = defineEnum({
  STACKED: 'stacked',
  SLIDER: 'slider',
  SLIDESHOW: 'slideshow',
  GRID: 'grid',
  AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns',
  CAROUSEL: 'carousel',
  LIST: 'list',
});
export type GalleryDesign = EnumCode<typeof GalleryDesign>;

/** The eight layouts a design is drawn with. */
export const GalleryLayout = defineEnum({
  STACKED: 'stacked',
  STRIP: 'strip',
  BASE: 'base',
  GRID: 'grid',
  AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns',
  CAROUSEL: 'carousel',
  LIST: 'list',
});
export type GalleryLayout = EnumCode<typeof GalleryLayout>;

const layoutByDesign: Readonly<Record<EnumName<typeof GalleryDesign>, GalleryLayout>> = {
  STACKED: 'stacked',
  SLIDER: 'strip',
  SLIDESHOW: 'base',
  GRID: 'grid',
  AUTOGRID: 'autogrid',
  AUTOCOLUMNS: 'autocolumns',
  CAROUSEL: 'carousel',
  LIST: 'list',
};

/** The layout of a design (slider is a strip, slideshow the base layout); undefined if unknown. */
export function galleryLayoutOf(design: unknown): GalleryLayout | undefined {
  const name = GalleryDesign.nameOf(design);
  return name === undefined ? undefined : layoutByDesign[name];
}

/** A slide's data-type. */
export const GallerySlideType = defineEnum({ IMAGE: 'image', VIDEO: 'video' });
export type GallerySlideType = EnumCode<typeof GallerySlideType>;

/** Gallery item media types in the editor. */
export const GalleryItemMediaType = defineEnum({
  IMAGE_EMPTY: 'imageEmpty',
  IMAGE_FILE: 'imageFile',
  IMAGE_LICENSED: 'imageLicensed',
  IMAGE_REUSED: 'imageReused',
  ASSET_REUSED: 'assetReused',
  VIDEO: 'video',
});
export type GalleryItemMediaType = EnumCode<typeof GalleryItemMediaType>;

export const LightboxTheme = defineEnum({ LIGHT: 'light', DARK: 'dark' });
export type LightboxTheme = EnumCode<typeof LightboxTheme>;

/** Alignment of the active strip slide. */
export const StripAlignment = defineEnum({ START: 'start', MIDDLE: 'middle', END: 'end' });
export type StripAlignment = EnumCode<typeof StripAlignment>;

/** What a click on the current strip slide does (activeSlideClickBehavior). */
export const ActiveSlideClickBehavior = defineEnum({
  NEXT: 'next',
  PREVIOUS: 'previous',
  STAY: 'stay',
});
export type ActiveSlideClickBehavior = EnumCode<typeof ActiveSlideClickBehavior>;

export const SwipeBoundary = defineEnum({ NONE: 'none', HARD: 'hard', INERTIAL: 'inertial' });
export type SwipeBoundary = EnumCode<typeof SwipeBoundary>;
