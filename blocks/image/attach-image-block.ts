import { listenAsButton } from '../../src/lib/button-keys';
import { dropUnsafeHref } from '../../src/lib/server-links';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { createLightboxLauncher, preloadLightbox } from '../../src/lightbox/launcher';
import { lightboxImageItem } from '../../src/lightbox/image-item';
import { lightboxStrings } from '../../src/lightbox/strings';
import { attachImage, imageLog, nameImageLink } from '../../src/images';
import { watchNarrowWidth } from './fluid-layout';
import type { ImageBlockData } from './types';

/** Marks an image whose block asks for a lightbox; its value is the theme ('' when unnamed). */
export const LIGHTBOX_ATTRIBUTE = 'data-sr-lightbox';

/**
 * Opens the block's image in the lightbox (its own pack, fetched on the first click). The trigger
 * is the server's lightbox anchor (v2 designs, already a link with role="button") or the image
 * itself, made a button named from its alt text (v1).
 */
function wireLightbox(props: BlockProps<ImageBlockData>, theme: string): void {
  const { data, server, signal, loadPack } = props;
  const { image } = data;
  const holder = image.closest('[data-lightbox-theme], .lightbox');
  const anchor = holder instanceof HTMLAnchorElement && holder.contains(image) ? holder : null;
  const trigger: HTMLElement = anchor ?? image;
  if (!anchor) {
    server.setAttribute(image, 'role', 'button');
    server.setAttribute(image, 'tabindex', '0');
    server.setAttribute(
      image,
      'aria-label',
      image.getAttribute('alt')?.trim() || lightboxStrings.openImage,
    );
  }
  server.setAttribute(trigger, 'aria-haspopup', 'dialog');

  const launch = createLightboxLauncher({ loadPack, signal, log: imageLog });
  const open = (): void => {
    const item = lightboxImageItem(data, data.caption);
    if (!item) return;
    void launch({
      items: [item],
      index: 0,
      label: item.alt || lightboxStrings.defaultLabel,
      opener: trigger,
      theme: theme === 'light' ? 'light' : 'dark',
    });
  };

  // A pointer over the image or focus on it: fetch the pack now, so the click opens at once.
  const warm = (): void => preloadLightbox(loadPack);
  trigger.addEventListener('pointerenter', warm, { signal, once: true });
  trigger.addEventListener('focus', warm, { signal, once: true });
  trigger.addEventListener(
    'click',
    (event) => {
      // The anchor's href is the full-size image: the lightbox shows it instead.
      event.preventDefault();
      open();
    },
    { signal },
  );
  // The image, or the server's anchor with role="button": the keys of a button either way.
  listenAsButton(trigger, () => true, open, signal);
}

/**
 * Image block (type 5), every 7.0 design: the image is loaded in place; caption, title, card text
 * and link stay as the server drew them. A click-through link is the server's own <a>, so it
 * works with mouse and keyboard; one that is not safe to follow (javascript:) loses its href.
 * A block that asks for a lightbox (and has no click-through link) opens its image in one.
 */
export function attachImageBlock(props: BlockProps<ImageBlockData>): Cleanup {
  const { data, element, server, signal } = props;
  const { image, settings, link, lightboxTheme } = data;
  if (link) dropUnsafeHref(link, server, imageLog, 'Image block link');
  nameImageLink(image, element, server);
  if (lightboxTheme !== null) {
    server.setAttribute(image, LIGHTBOX_ATTRIBUTE, lightboxTheme);
    // A click-through link wins: the visitor follows it, as the server drew it.
    if (!link) wireLightbox(props, lightboxTheme);
  }
  const wrapper = element.querySelector<HTMLElement>('.image-block-outer-wrapper');
  const stopNarrow = wrapper ? watchNarrowWidth(wrapper, server) : () => {};
  const detach = attachImage(image, settings, { server, signal, log: imageLog });
  return () => {
    stopNarrow();
    detach();
  };
}
