import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { attachImage, imageLog, nameImageLink } from '../../src/images';
import type { ImageGroupData } from './types';

/**
 * Images outside image blocks (imageFluid components, template images): each loaded in place, and
 * a link around one with no name named after where it goes.
 */
export function attachImageGroup({
  data,
  element,
  server,
  signal,
}: BlockProps<ImageGroupData>): Cleanup {
  const cleanups = data.images.map(({ image, settings }) => {
    nameImageLink(image, element, server);
    return attachImage(image, settings, { server, signal, log: imageLog });
  });
  return () => cleanups.forEach((cleanup) => cleanup());
}
