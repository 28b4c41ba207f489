// A video block holding a video the platform hosts: its box is reserved from the video's data at
// once (nothing moves when the player comes), then the `native-video` pack (blocks/native-video)
// draws the browser's own player in it. If that pack cannot be had, the block says so in place.
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { reserveNativeBox } from '../../src/video/native-box';
import type { NativePlayerProps } from '../../src/video/native-player';
import type { NativeVideoData, VideoBlockData } from './types';
import { element } from '../../src/lib/element';

export const NATIVE_VIDEO_PACK = 'native-video';

/** What the `native-video` pack offers. */
export interface NativeVideoPack {
  attachNativePlayer: (props: NativePlayerProps) => Cleanup;
}

/** Ours: shown in place of the player when its pack could not be loaded. */
export const NATIVE_PACK_FAILED = 'The video player could not be loaded.';

const log = createLogger('video');

export function attachNativeVideoBlock(
  props: BlockProps<VideoBlockData>,
  native: NativeVideoData,
): Cleanup {
  const { server, signal } = props;
  const { box, restore } = reserveNativeBox(native, server);
  let cleanup: Cleanup | null = null;
  props.loadPack<NativeVideoPack>(NATIVE_VIDEO_PACK).then(
    (pack) => {
      if (signal.aborted) return;
      cleanup = pack.attachNativePlayer({
        native,
        box,
        id: props.id,
        mode: props.data.mode,
        server,
        signal,
      });
    },
    (error: unknown) => {
      if (signal.aborted) return;
      log.warn(`${props.id}: the native-video pack could not be loaded`, error);
      server.add(element('p', 'sr-native-video-status', NATIVE_PACK_FAILED), native.holder);
      props.unusable(NATIVE_PACK_FAILED);
    },
  );
  return () => {
    cleanup?.();
    restore();
  };
}
