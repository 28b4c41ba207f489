// Starts the pictures the first screen shows, in the first frame, before any pack has arrived: at
// the width the layout gives them (the boxes the core just reserved), with the very sources the
// image loader will compute (src/images/image-sources.ts), so the pack's load is the request the
// browser already made. Everything below the first screen waits for the loader, as before.
import { imageSources } from '../images/image-sources';
import { PRIMED_ATTRIBUTE, readImageSettings } from '../images/image-settings';
import type { ServerDom } from '../runtime/server-dom';
import { GALLERY_IMAGE_OPTIONS } from './gallery-box';
import type { ReservedBox } from './reserve-boxes';

export interface Viewport {
  width: number;
  height: number;
}

/** A picture of the first screen, with the part of it in view. */
interface FirstScreenPicture {
  img: HTMLImageElement;
  width: number;
  height: number;
  visibleArea: number;
}

function picturesInView(reserved: ReservedBox, viewport: Viewport): FirstScreenPicture[] {
  const pictures: FirstScreenPicture[] = [];
  reserved.box.items.forEach(({ img }, index) => {
    const box = reserved.layout.boxes[index];
    if (!img || !box || box.width <= 0 || box.height <= 0) return;
    const top = reserved.top + box.top;
    const visibleHeight = Math.min(top + box.height, viewport.height) - Math.max(top, 0);
    if (visibleHeight <= 0) return;
    pictures.push({
      img,
      width: box.width,
      height: box.height,
      visibleArea: visibleHeight * box.width,
    });
  });
  return pictures;
}

/**
 * Writes the loading attributes of every first-screen picture of the `reserved` sections (through
 * `journal`, undone by destroy()); the largest in view is fetched with high priority, as the
 * loader would. Returns how many pictures were started.
 */
export function primePictures(
  reserved: readonly ReservedBox[],
  viewport: Viewport,
  journal: ServerDom,
): number {
  const pictures = reserved
    .flatMap((section) => picturesInView(section, viewport))
    .flatMap((picture) => {
      if (picture.img.hasAttribute(PRIMED_ATTRIBUTE)) return [];
      const read = readImageSettings(picture.img, GALLERY_IMAGE_OPTIONS);
      if (!read.ok || read.value.serverSized || read.value.load === false) return [];
      return [{ ...picture, settings: read.value }];
    });
  const largest = pictures.reduce<(typeof pictures)[number] | null>(
    (best, picture) => (!best || picture.visibleArea > best.visibleArea ? picture : best),
    null,
  );
  let started = 0;
  for (const picture of pictures) {
    const { img } = picture;
    const sources = imageSources(picture.settings, picture, window.devicePixelRatio || 1);
    // Its priority before its sources: the request starts with them.
    if (picture === largest) journal.setAttribute(img, 'fetchpriority', 'high');
    journal.setAttribute(img, PRIMED_ATTRIBUTE, '');
    journal.setAttribute(img, 'sizes', sources.sizes);
    journal.setAttribute(img, 'srcset', sources.srcset);
    // Not data-image-resolution: the loader reads it as a forced width; it writes it itself.
    journal.setAttribute(img, 'src', sources.src);
    started += 1;
  }
  return started;
}
