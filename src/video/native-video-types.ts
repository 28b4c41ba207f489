// What the native player (src/video/native-player.ts, the `native-video` pack) is given: a video the
// platform hosts, as a video block's markup describes it (blocks/video/read-native-video.ts).
import type { NativeSource } from './native-source';

/** The visitor-facing settings of a platform-hosted video (`data-config-settings`). */
export interface NativeVideoSettings {
  /** Start on its own, muted (never while the visitor prefers reduced motion). */
  autoPlay: boolean;
  loop: boolean;
  muted: boolean;
}

/** A video the platform hosts, in a video block (`.sqs-native-video`). */
export interface NativeVideoData {
  /** The server's `.sqs-native-video`: the player goes in here. */
  holder: HTMLElement;
  /** The server's `.native-video-player` box, when the markup has one (7.1 sizes it itself). */
  box: HTMLElement | null;
  /** A `<video>` the server rendered itself, if any: it is used as it is. */
  video: HTMLVideoElement | null;
  source: NativeSource;
  /** The poster: the block's chosen thumbnail, else the platform's poster frame. */
  poster: string;
  settings: NativeVideoSettings;
  /** Caption and subtitle tracks the markup carries (`<track>` with an http(s) or site address). */
  tracks: HTMLTrackElement[];
  /** Names the player. */
  title: string;
  /** The block's visible caption (`.video-caption`), which describes the player. */
  caption: HTMLElement | null;
}
