// The image loader (widgets.md sections 3 and 4), shared by every pack that draws images (image
// blocks, galleries, summaries). The `image` pack bundles it and puts it on SiteRuntime.shared
// (key `images`, see scripts/build.mjs); other packs take that one copy, with its one lazy
// observer and its one high-priority claim, and need the `image` pack for it.
import './images.css';

export {
  attachImage,
  CONTAIN_CLASS,
  COVER_CLASS,
  IMAGE_STATE_ATTRIBUTE,
  LOADED_CLASS,
  LOADING_CLASS,
  BACKGROUND_CLASS,
  NO_STRETCH_CLASS,
  POSITION_MODE_ATTRIBUTE,
  SIZED_CLASS,
  type ImageLoaderContext,
  type ImageState,
} from './image-loader';
export {
  isImageUrl,
  parseDimensions,
  parseFocalPoint,
  readImageSettings,
  type ImageLoadOptions,
  type ImageSettings,
} from './image-settings';
export {
  imageLog,
  lazyImageIn,
  LOADABLE_IMAGE,
  loadableImagesIn,
  readImageGroup,
  readImageIfUsable,
  readLoadableImage,
} from './read-images';
export { readImageDisplay } from './image-display';
export { filenameSizedUrl } from './size-format';
export { centredFocalPosition } from './focal-position';
export { whenNearViewport } from './lazy-observer';
export { nameImageLink } from './name-image-link';
export { ladderFor, sizedUrl, srcsetFor, IMAGE_WIDTHS } from './width-ladder';
export { objectPositionFor, type FocalPoint, type Size } from './crop';
export { StyleJournal } from './style-journal';
export type { LoadableImage } from './types';
