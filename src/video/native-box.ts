// The box a platform video plays in, kept at the size the page was laid out with: the server's
// `.native-video-player` (7.1 writes its aspect ratio on it), else one made in the holder at the
// video's own aspect ratio, or the spec's fallback (widgets.md section 9: "Video fallback aspect
// 56.3%"). A box the template already sized is never resized: nothing on the page moves.
import { StyleJournal } from '../images/style-journal';
import type { ServerDom } from '../runtime/server-dom';
import type { NativeVideoData } from './native-video-types';
import * as dom from '../lib/dom';

/** widgets.md section 9: the height of a video's frame, in percent of its width, when unknown. */
export const FALLBACK_ASPECT_PERCENT = 56.3;

/** The CSS aspect ratio of the box: the video's own, else the fallback. */
export function boxAspectRatio(aspectRatio: number | null): string {
  return aspectRatio ? String(aspectRatio) : `100 / ${FALLBACK_ASPECT_PERCENT}`;
}

/** Whether the template or the server already gives the box a height. */
function isSized(box: HTMLElement): boolean {
  return box.style.aspectRatio !== '' || box.getBoundingClientRect().height > 0;
}

export interface NativeBox {
  box: HTMLElement;
  restore: () => void;
}

/** Finds or makes the box and reserves its size from the video's data. */
export function reserveNativeBox(
  native: NativeVideoData,
  server: Pick<ServerDom, 'add' | 'toggleClass'>,
): NativeBox {
  const styles = new StyleJournal();
  let box = native.box;
  if (!box) {
    box = dom.create('div');
    box.className = 'native-video-player';
    // Before the server's own children (a `<video>` it drew moves in below).
    server.add(box, native.holder, native.holder.firstChild);
  }
  server.toggleClass(box, 'sr-native-video-box', true);
  if (!isSized(box)) styles.set(box, 'aspect-ratio', boxAspectRatio(native.source.aspectRatio));
  return { box, restore: () => styles.restore() };
}
