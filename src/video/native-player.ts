// The browser's own player for a video the platform hosts (the `native-video` pack,
// blocks/native-video): the video's files as sources (the HLS stream first, for the browsers that
// play it; then the file of the box's size), the browser's controls (keyboard and screen-reader
// ready), the block's title as its name and its caption as its description, the markup's caption
// tracks. Nothing is fetched before play but the poster. A video the site set to start on its own
// starts muted, only while the visitor welcomes motion (not under reduced motion, nomotion=true or
// Save-Data). One video plays at a time on the page (./playing.ts). The files are the site's own:
// no third party, so no consent card.
import { motionAllowed, whileMotionAllowed } from '../lib/motion';
import { savesData } from '../lib/save-data';
import type { ServerDom } from '../runtime/server-dom';
import type { Cleanup } from '../runtime/types';
import { variantFor } from './native-source';
import type { NativeVideoData } from './native-video-types';
import { announceVideoPlay, onOtherVideoPlay } from './playing';
import * as dom from '../lib/dom';
import './native-player.css';

/** Ours (the spec has none): what the player says when its file could not be played. */
export const NATIVE_PLAYER_TEXT = {
  failed: 'The video could not be loaded.',
  offline: 'You are offline. The video loads when you are back online.',
  retry: 'Try again',
};

/** The HLS stream's media type (Safari, iOS and Android play it without a script). */
export const HLS_TYPE = 'application/vnd.apple.mpegurl';

export interface NativePlayerProps {
  native: NativeVideoData;
  /** The box the video fills (./native-box.ts). */
  box: HTMLElement;
  /** Unique on the page: names the status line. */
  id: string;
  /** How the picture sits in the box (the video loader's mode, widgets.md section 3). */
  mode: 'none' | 'fit' | 'fill';
  server: Pick<ServerDom, 'add' | 'adopt' | 'setAttribute' | 'toggleClass'>;
  signal: AbortSignal;
}

function source(src: string, type: string): HTMLSourceElement {
  const node = dom.create('source');
  node.src = src;
  node.type = type;
  return node;
}

/** A new `<video>` with the video's files, the file of the box's size after the stream. */
function createdVideo(native: NativeVideoData, box: HTMLElement): HTMLVideoElement {
  const video = dom.create('video');
  video.preload = 'none';
  video.append(source(native.source.hls, HLS_TYPE));
  const width = box.clientWidth * (window.devicePixelRatio || 1);
  const file = variantFor(native.source.variants, width);
  if (file) video.append(source(file.url, 'video/mp4'));
  return video;
}

/** HTMLMediaElement.NETWORK_NO_SOURCE: no source could be used (the constant, for every DOM). */
const NETWORK_NO_SOURCE = 3;

/** True when every source of the video failed (or the video itself did). */
function cannotPlay(video: HTMLVideoElement): boolean {
  return video.error !== null || video.networkState === NETWORK_NO_SOURCE;
}

export function attachNativePlayer(props: NativePlayerProps): Cleanup {
  const { native, box, server, signal } = props;
  const served = native.video;
  const video = served ?? createdVideo(native, box);
  if (!served) server.add(video, box);
  else if (served.parentElement !== box) server.adopt(served, box);
  for (const track of native.tracks) {
    if (track.parentElement !== video) server.adopt(track, video);
  }
  server.toggleClass(video, 'sr-native-video', true);
  server.toggleClass(video, `sr-native-video--${props.mode}`, true);
  // The browser's own controls: reachable with Tab, played with Space, named for screen readers.
  server.setAttribute(video, 'controls', '');
  server.setAttribute(video, 'playsinline', '');
  server.setAttribute(video, 'aria-label', native.title);
  if (!video.getAttribute('poster')) server.setAttribute(video, 'poster', native.poster);
  if (native.settings.loop) server.setAttribute(video, 'loop', '');
  if (native.settings.muted) server.setAttribute(video, 'muted', '');
  video.muted = native.settings.muted || video.muted;
  // A server `autoplay` would start it before the visitor's preference is known: ours decides.
  if (video.hasAttribute('autoplay')) server.setAttribute(video, 'autoplay', null);
  if (native.caption) {
    if (!native.caption.id) server.setAttribute(native.caption, 'id', `${props.id}-caption`);
    server.setAttribute(video, 'aria-describedby', native.caption.id);
  }

  const status = dom.create('p');
  status.className = 'sr-native-video-status';
  status.id = `${props.id}-video-status`;
  status.setAttribute('role', 'status');
  const retry = dom.create('button');
  retry.type = 'button';
  retry.className = 'sr-native-video-retry';
  retry.textContent = NATIVE_PLAYER_TEXT.retry;
  retry.hidden = true;
  server.add(status, native.holder);
  server.add(retry, native.holder);

  /** Started by us (autoplay): it does not stop the video a visitor is watching. */
  let startingOnItsOwn = false;
  const play = (onItsOwn: boolean) => {
    startingOnItsOwn = onItsOwn;
    // A browser that refuses to start it leaves the poster and the controls: nothing to report.
    void video.play()?.catch(() => undefined);
  };

  video.addEventListener(
    'play',
    () => {
      if (startingOnItsOwn) startingOnItsOwn = false;
      else announceVideoPlay(video);
    },
    { signal },
  );
  // Another video started on the page: this one stops (widgets.md: one video at a time).
  onOtherVideoPlay(video, () => video.pause(), signal);

  const clearStatus = () => {
    status.textContent = '';
    retry.hidden = true;
  };
  const reload = (byVisitor: boolean) => {
    clearStatus();
    video.load();
    if (byVisitor) play(false);
  };
  // Source errors do not bubble: caught on the way down.
  video.addEventListener(
    'error',
    () => {
      if (!cannotPlay(video) || signal.aborted) return;
      if (!navigator.onLine) {
        status.textContent = NATIVE_PLAYER_TEXT.offline;
        window.addEventListener('online', () => reload(false), { once: true, signal });
        return;
      }
      status.textContent = NATIVE_PLAYER_TEXT.failed;
      retry.hidden = false;
    },
    { capture: true, signal },
  );
  retry.addEventListener(
    'click',
    () => {
      reload(true);
      // The button goes away under the pointer: the player keeps the focus.
      video.focus();
    },
    { signal },
  );

  if (native.settings.autoPlay && !savesData()) {
    whileMotionAllowed(
      () => {
        // Browsers start a video on its own only without sound.
        video.muted = true;
        play(true);
      },
      () => video.pause(),
      signal,
    );
  } else if (!motionAllowed() && !video.paused) {
    // A served video that started on its own before the runtime came.
    video.pause();
  }

  return () => video.pause();
}
