import { defineEnum, type EnumCode } from './define-enum';

// Value sets of the image loader and the video loader (widgets.md section 3).

/** Video loader mode. */
export const VideoMode = defineEnum({ NONE: 'none', FIT: 'fit', FILL: 'fill' });
export type VideoMode = EnumCode<typeof VideoMode>;

/** How an image fills its frame. */
export const ImageCropMode = defineEnum({ COVER: 'cover', CONTAIN: 'contain', NONE: 'none' });
export type ImageCropMode = EnumCode<typeof ImageCropMode>;

const cropModeByValue = new Map<unknown, ImageCropMode>([
  ['fill', 'cover'],
  ['content-fill', 'cover'],
  ['cover', 'cover'],
  ['fit', 'contain'],
  ['content-fit', 'contain'],
  ['contain', 'contain'],
]);

/** The crop mode of a configured value: fill gives cover, fit gives contain, anything else none. */
export function imageCropModeOf(value: unknown): ImageCropMode {
  return cropModeByValue.get(value) ?? 'none';
}

/** How the requested image size is put in the URL. */
export const ImageSizeFormat = defineEnum({ QUERY_STRING: 'queryString', FILENAME: 'filename' });
export type ImageSizeFormat = EnumCode<typeof ImageSizeFormat>;

/** Where a fitted image sits in its frame (default center). */
export const FitAlignment = defineEnum({
  TOP: 'top',
  LEFT: 'left',
  CENTER: 'center',
  RIGHT: 'right',
  BOTTOM: 'bottom',
});
export type FitAlignment = EnumCode<typeof FitAlignment>;
