// The attributes that load an image at the width it is drawn at (widgets.md sections 3 and 9):
// `sizes` (the width the browser should count), `srcset` (the CDN's width ladder) and `src` (the
// one it would pick now, for browsers without srcset). Pure, so the core's first-screen pictures
// (src/boxes/prime-pictures.ts) and the image loader compute the very same values: the pack's
// request then hits what the core already fetched.
import { renderedWidth, sizesPixels, type PixelOptions, type Size } from './crop';
import type { ImageSettings } from './image-settings';
import { savesData } from '../lib/save-data';
import { ladderFor, sizedUrl, srcsetFor, widthFor } from './width-ladder';

export interface ImageSources {
  sizes: string;
  srcset: string;
  src: string;
  /** The width `src` asks for, e.g. `750w` (the platform's data-image-resolution). */
  resolution: string;
}

function pixelOptions(settings: ImageSettings): PixelOptions {
  return {
    sizeAdjustment: settings.sizeAdjustment,
    dprMin: settings.dprMin,
    dprMax: settings.dprMax,
    saveData: settings.allowSaveData && savesData(),
  };
}

/** What loads an image with `settings` drawn in `box` on a screen of `devicePixelRatio`. */
export function imageSources(
  settings: ImageSettings,
  box: Size,
  devicePixelRatio: number,
): ImageSources {
  const drawn = renderedWidth(box, settings.dimensions, settings.crop);
  const sizes = sizesPixels(drawn, devicePixelRatio, pixelOptions(settings));
  const ladder = ladderFor(settings.dimensions?.width ?? null, settings.resolution);
  const width = widthFor(sizes * devicePixelRatio, ladder);
  return {
    sizes: `${sizes}px`,
    srcset: srcsetFor(settings.source, ladder),
    src: sizedUrl(settings.source, width),
    resolution: `${width}w`,
  };
}
