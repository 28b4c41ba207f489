// How an image is drawn, beyond what the core's first paint reads (widgets.md section 3, "Image
// loading configuration": size format, stretch, background image, advanced positioning, the
// fixed-ratio flag). Image pack only. A caller's option wins over the element's attribute, as in
// the platform's loader, whose attribute names these are (a saved copy of its ImageLoader module,
// `getImageLoadingData`, in public code: find_string "useAdvancedPositioning"):
// data-size-format, data-image-stretch, data-use-bg-image, data-use-advanced-positioning,
// data-fixed-ratio, data-force-image-update. 7.1 image components write `data-stretch` instead
// (../../../shared/real-pages/home-7.1-2026.html: data-stretch="false" beside
// --image-component-object-fit: contain, "true" beside cover), read when the other is absent.
import { describeValue } from '../lib/parsed';
import type { ImageDisplay, ImageLoadOptions, SizeFormat } from './image-settings';

export interface ImageDisplayResult {
  value: ImageDisplay;
  /** Attributes or options that were not understood and fell back to the default. */
  warnings: string[];
}

const SIZE_FORMATS: readonly SizeFormat[] = ['queryString', 'filename'];

/** A flag attribute: "true" (trimmed) is on, anything else present is off; absent: `fallback`. */
function flag(value: string | null, fallback: boolean): boolean {
  return value === null ? fallback : value.trim() === 'true';
}

export function readImageDisplay(img: Element, options: ImageLoadOptions = {}): ImageDisplayResult {
  const warnings: string[] = [];
  const attribute = (name: string) => img.getAttribute(name);
  const option = (name: keyof ImageLoadOptions, value: unknown): boolean | undefined => {
    if (value === undefined || typeof value === 'boolean') return value;
    warnings.push(`ignored option ${name}=${describeValue(value)}`);
    return undefined;
  };

  let sizeFormat: SizeFormat = 'queryString';
  const askedFormat = options.sizeFormat ?? attribute('data-size-format')?.trim();
  if (askedFormat !== undefined && askedFormat !== '') {
    if ((SIZE_FORMATS as readonly unknown[]).includes(askedFormat)) {
      sizeFormat = askedFormat as SizeFormat;
    } else warnings.push(`ignored size format ${describeValue(askedFormat)}`);
  }

  const stretchAttribute = attribute('data-image-stretch') ?? attribute('data-stretch');
  return {
    warnings,
    value: {
      sizeFormat,
      stretch: option('stretch', options.stretch) ?? flag(stretchAttribute, true),
      useBgImage:
        option('useBgImage', options.useBgImage) ?? flag(attribute('data-use-bg-image'), false),
      useAdvancedPositioning:
        option('useAdvancedPositioning', options.useAdvancedPositioning) ??
        flag(attribute('data-use-advanced-positioning'), false),
      fixedRatio:
        option('fixedRatio', options.fixedRatio) ?? flag(attribute('data-fixed-ratio'), false),
      forceImageUpdate:
        option('forceImageUpdate', options.forceImageUpdate) ??
        flag(attribute('data-force-image-update'), false),
    },
  };
}
