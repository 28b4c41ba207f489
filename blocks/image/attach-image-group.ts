import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { attachImage, imageLog } from '../../src/images';
import type { ImageGroupData } from './types';

/** Images outside image blocks (imageFluid components, template images): each loaded in place. */
export function attachImageGroup({ data, server, signal }: BlockProps<ImageGroupData>): Cleanup {
  const cleanups = data.images.map(({ image, settings }) =>
    attachImage(image, settings, { server, signal, log: imageLog }),
  );
  return () => cleanups.forEach((cleanup) => cleanup());
}
