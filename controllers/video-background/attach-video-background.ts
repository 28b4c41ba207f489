// Background videos play silently, inline and in a loop, with no controls and out of the way of
// keyboards and screen readers (they are decoration: the section's content says what matters).
// The server's picture stays underneath as the poster until the video plays, and is all that
// shows while the visitor prefers reduced motion, asked to save data, or opened the page with
// nomotion=true. The video covers its holder, which the template already sizes: nothing moves.
// A provider's player is third-party content: under the restrictive cookie policy it loads only
// once the visitor has accepted (the picture stays until then; no card, as the background is
// decoration).
import { StyleJournal } from '../../src/images/style-journal';
import { motionAllowed, whileMotionAllowed } from '../../src/lib/motion';
import { savesData } from '../../src/lib/save-data';
import { onResizeFrame } from '../../src/lib/scroll-frame';
import { whenThirdPartyAllowed } from '../../src/consent/third-party';
import type { ControllerProps } from '../../src/runtime/types';
import type { ServerDom } from '../../src/runtime/server-dom';
import {
  variantFor,
  type NativeBackground,
  type ProviderBackground,
} from './read-video-background';
import * as dom from '../../src/lib/dom';

/** A provider's player draws 16:9 pictures; the frame is sized to cover its holder at that shape. */
const PLAYER_RATIO = 16 / 9;
/** The name of the player's frame (hidden from screen readers, but every frame has a title). */
export const BACKGROUND_TITLE = 'Background video';

/** The holder contains what it shows: an absolutely placed video needs it positioned. */
function prepareHolder(holder: HTMLElement, styles: StyleJournal): void {
  if (getComputedStyle(holder).position === 'static') styles.set(holder, 'position', 'relative');
  styles.set(holder, 'overflow', 'hidden');
}

/** Shown over the poster, filling the holder, taking no clicks, focus or screen-reader time. */
function asDecoration(media: HTMLElement): void {
  media.setAttribute('aria-hidden', 'true');
  media.inert = true;
  Object.assign(media.style, {
    position: 'absolute',
    pointerEvents: 'none',
    border: '0',
    opacity: '0',
  });
}

/** The size of a 16:9 frame that covers a `width` × `height` box (centred, the rest cut off). */
export function coverSize(width: number, height: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  return width / height > PLAYER_RATIO
    ? { width, height: width / PLAYER_RATIO }
    : { width: height * PLAYER_RATIO, height };
}

function playerFrame(url: string): HTMLIFrameElement {
  const frame = dom.create('iframe');
  frame.className = 'sr-video-background';
  frame.src = url;
  frame.title = BACKGROUND_TITLE;
  frame.allow = 'autoplay; encrypted-media';
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  asDecoration(frame);
  Object.assign(frame.style, { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' });
  return frame;
}

export function attachVideoBackground({
  data,
  server,
  signal,
}: ControllerProps<ProviderBackground>): void {
  const { holder, playerUrl } = data;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  if (savesData()) return;
  let frame: HTMLIFrameElement | null = null;
  const size = () => {
    if (!frame) return;
    const cover = coverSize(holder.clientWidth, holder.clientHeight);
    frame.style.width = `${Math.ceil(cover.width)}px`;
    frame.style.height = `${Math.ceil(cover.height)}px`;
  };
  onResizeFrame(size, signal);
  whileMotionAllowed(
    (moving) =>
      whenThirdPartyAllowed(() => {
        if (moving.aborted) return;
        prepareHolder(holder, styles);
        const player = playerFrame(playerUrl);
        player.addEventListener('load', () => (player.style.opacity = '1'), { once: true });
        frame = player;
        size();
        server.add(player, holder);
      }, moving),
    () => {
      // A player cannot be told to stand still from here: it goes, and the picture shows.
      frame?.remove();
      frame = null;
    },
    signal,
  );
}

/**
 * A server `<video>`: silent, inline and looping, played only while motion is welcome. Its own
 * attributes stay (controls the author gave it, say); only missing ones are added.
 */
function quietServedVideo(video: HTMLVideoElement, server: ServerDom): void {
  for (const name of ['muted', 'playsinline', 'loop']) {
    if (!video.hasAttribute(name)) server.setAttribute(video, name, '');
  }
  if (!video.hasAttribute('controls')) server.setAttribute(video, 'aria-hidden', 'true');
}

function createdVideo(data: NativeBackground): HTMLVideoElement | null {
  const width = data.holder.clientWidth * (window.devicePixelRatio || 1);
  const variant = variantFor(data.variants, width);
  if (!variant) return null;
  const video = dom.create('video');
  video.className = 'sr-video-background';
  for (const name of ['muted', 'playsinline', 'loop']) video.setAttribute(name, '');
  video.preload = 'auto';
  const poster = data.poster?.currentSrc || data.poster?.getAttribute('src');
  if (poster) video.poster = poster;
  video.src = variant.url;
  asDecoration(video);
  Object.assign(video.style, { inset: '0', width: '100%', height: '100%', objectFit: 'cover' });
  return video;
}

/** Plays `video` silently at the site's speed. */
function play(video: HTMLVideoElement, speed: number): void {
  video.muted = true;
  video.defaultPlaybackRate = speed;
  video.playbackRate = speed;
  // A browser that refuses to autoplay leaves the poster showing: nothing to report.
  void video.play()?.catch(() => undefined);
}

export function attachVideoBackgroundNative({
  data,
  server,
  signal,
}: ControllerProps<NativeBackground>): void {
  const { holder, speed } = data;
  const served = data.video;
  if (served) {
    quietServedVideo(served, server);
    // It may have started on its own (autoplay) before the runtime came.
    if (savesData() || !motionAllowed()) served.pause();
    if (savesData()) return;
    whileMotionAllowed(
      () => play(served, speed),
      () => served.pause(),
      signal,
    );
    return;
  }
  if (savesData()) return;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  let video: HTMLVideoElement | null = null;
  whileMotionAllowed(
    () => {
      // Made only once motion is welcome: a visitor who wants less never downloads it.
      if (!video) {
        video = createdVideo(data);
        if (!video) return;
        prepareHolder(holder, styles);
        const shown = video;
        shown.addEventListener('playing', () => (shown.style.opacity = '1'), { signal });
        server.add(shown, holder);
      }
      play(video, speed);
    },
    () => {
      video?.pause();
      // The poster, not a still frame of the video, is what a visitor who wants less motion sees.
      if (video) video.style.opacity = '0';
    },
    signal,
  );
}
