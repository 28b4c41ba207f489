// How a block opens the lightbox, the same way in every block that has one.
import { LIGHTBOX_PACK } from '../runtime/shared-packs';
import type { BlockProps, Logger } from '../runtime/types';
import type { LightboxApi, LightboxHandle, LightboxOptions } from './types';

export interface LightboxLauncherOptions {
  loadPack: BlockProps['loadPack'];
  /** The block's signal: once it aborts, nothing opens and an open lightbox closes. */
  signal: AbortSignal;
  log: Logger;
}

/**
 * Returns `open(options)` for one block. The lightbox pack is fetched on the first opening; an
 * opening asked for while another is still loading is ignored (a double click opens once); a
 * failure is logged, and the images stay where they are in the page.
 */
export function createLightboxLauncher({
  loadPack,
  signal,
  log,
}: LightboxLauncherOptions): (options: LightboxOptions) => Promise<void> {
  let opening = false;
  let handle: LightboxHandle | null = null;
  signal.addEventListener('abort', () => handle?.close(), { once: true });

  return async (options) => {
    if (opening || signal.aborted) return;
    opening = true;
    try {
      const lightbox = await loadPack<LightboxApi>(LIGHTBOX_PACK);
      if (signal.aborted) return;
      const opened: LightboxHandle = lightbox.openLightbox({
        ...options,
        onClose: (index) => {
          if (handle === opened) handle = null;
          options.onClose?.(index);
        },
      });
      handle = opened;
    } catch (error) {
      if (!signal.aborted) {
        log.warn(
          `The lightbox could not open: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } finally {
      opening = false;
    }
  };
}

/** Warms the lightbox pack (a pointer over an opener, say), so that a click opens it at once. */
export function preloadLightbox(loadPack: BlockProps['loadPack']): void {
  loadPack(LIGHTBOX_PACK).catch(() => undefined);
}
