import type { NativeVideoData } from '../../src/video/native-video-types';

export type { NativeVideoData, NativeVideoSettings } from '../../src/video/native-video-types';

/** The video loader's modes (widgets.md section 3): how the player sits in the frame. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

/** What the video block (type 32) reads from its JSON and markup. */
export interface VideoBlockData {
  /** The player's https embed URL on a known host; null when the embed cannot play. */
  embedUrl: string | null;
  /** The provider's name, for the play button and the click-to-load card ("YouTube"). */
  provider: string;
  /** Names the player (iframe title) and the play button. */
  title: string;
  /** The thumbnail under the play button (http(s) or a path), if any. */
  thumbnail: string | null;
  /**
   * The thumbnail is the provider's (`thumbnailUrl`, from the video host), not the site's own
   * featured image: under a restrictive cookie policy it waits for consent, as the player does.
   */
  thumbnailFromProvider: boolean;
  /** The video's intrinsic size, when the JSON gives it. */
  width: number | null;
  height: number | null;
  mode: VideoMode;
  /** The spec's message shown instead of a player (widgets.md section 8, "Video"). */
  message: string | null;
  /** The server's `.sqs-video-wrapper`, where the block draws; null when the markup has none. */
  wrapper: HTMLElement | null;
  /** A video the platform hosts: played by the `native-video` pack instead of a provider's player. */
  native: NativeVideoData | null;
}
