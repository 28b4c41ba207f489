// A gallery's video slide (widgets.md section 4, "Gallery" and "Video"): its thumbnail with a play
// button; pressing it swaps in the provider's player in place, inside the slide's frame (whose box
// is already reserved, so nothing moves). Under a restrictive cookie policy without consent, the
// click-to-load card comes first. One video plays on the page at a time (src/video/playing).
// The video loader's options (src/video/loader-options.ts) say whether it is set up now (`load`),
// whether it can be played from here (`inactive`) and whether it starts with no press
// (`forceAutoplay`).
import {
  announceVideoPlay,
  consentCard,
  onOtherVideoPlay,
  playButton,
  playerFrame,
  playerNeedsConsent,
} from '../../src/video/playing';
import { VIDEO_LOADER_DEFAULTS, type VideoLoaderOptions } from '../../src/video/loader-options';
import { motionAllowed } from '../../src/lib/motion';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { GallerySlide } from './read-gallery';
import * as dom from '../../src/lib/dom';

/** unloaded: as the server drew it; inactive: the thumbnail without a play button. */
export type VideoSlideState = 'unloaded' | 'inactive' | 'thumbnail' | 'consent' | 'playing';

/** The states in which the video has left its thumbnail (autoplay of the gallery waits). */
function isActive(state: VideoSlideState): boolean {
  return state === 'consent' || state === 'playing';
}

export interface VideoSlideOptions {
  /** The frame the layer covers (the image's wrapper). */
  frame: HTMLElement;
  server: Pick<ServerDom, 'add'>;
  signal: AbortSignal;
  /** Unique on the page: names the consent card's text. */
  id: string;
  /** The slide left its thumbnail (true) or came back to it (false). */
  onActiveChange: (active: boolean) => void;
  /** The video loader's options (default: loaded now, active, started by a press). */
  loader?: Partial<Pick<VideoLoaderOptions, 'forceAutoplay' | 'inactive' | 'load'>>;
}

export interface VideoSlide {
  state: () => VideoSlideState;
  /** Back to the thumbnail (a slide change, another video started). */
  reset: () => void;
  /** Sets it up, when it was made with `load: false` (nothing once loaded). */
  load: () => void;
  /** Takes the play button away (true; a playing video goes back to its thumbnail) or back. */
  setInactive: (inactive: boolean) => void;
  cleanup: () => void;
}

/** The video's name for the play button and the player: the thumbnail's alt, else "Video". */
export function videoTitleOf(slide: GallerySlide): string {
  return slide.alt.trim() || 'Video';
}

export function attachVideoSlide(slide: GallerySlide, options: VideoSlideOptions): VideoSlide {
  const { frame, server, signal, id, onActiveChange } = options;
  const loader = { ...VIDEO_LOADER_DEFAULTS, ...options.loader };
  const embedUrl = slide.embedUrl as string;
  const title = videoTitleOf(slide);
  const layer = dom.create('div');
  layer.className = 'sr-gallery-video';
  let state: VideoSlideState = 'unloaded';
  let inactive = loader.inactive;
  let stopListening: () => void = () => undefined;

  const enter = (next: VideoSlideState, ...nodes: Node[]) => {
    const wasActive = isActive(state);
    state = next;
    layer.dataset.srVideoState = next;
    layer.replaceChildren(...nodes);
    const active = isActive(next);
    if (active !== wasActive) onActiveChange(active);
  };

  /** `pressed`: a visitor asked for it, so focus follows into the player. */
  const play = (pressed = true) => {
    const player = playerFrame(embedUrl, title);
    announceVideoPlay(layer);
    enter('playing', player);
    // The button the visitor pressed is gone: focus follows into the player.
    // Without scrolling: the slide is already in view, and the carousel must not shift under it.
    if (pressed) player.focus({ preventScroll: true });
  };

  const press = () => {
    if (!playerNeedsConsent()) {
      play();
      return;
    }
    const card = consentCard(slide.provider, `${id}-consent`, play, signal);
    enter('consent', card);
    card.querySelector('button')?.focus();
  };

  const thumbnail = () => {
    if (inactive) {
      enter('inactive');
      return;
    }
    const hadFocus = layer.contains(dom.activeElement());
    const button = playButton(title, press, signal);
    enter('thumbnail', button);
    if (hadFocus) button.focus();
  };

  const reset = () => {
    if (isActive(state)) thumbnail();
  };

  const load = () => {
    if (state !== 'unloaded' || signal.aborted) return;
    server.add(layer, frame);
    stopListening = onOtherVideoPlay(layer, reset, signal);
    // Started with no press only where nothing stands between the visitor and motion or consent.
    if (loader.forceAutoplay && !inactive && motionAllowed() && !playerNeedsConsent()) play(false);
    else thumbnail();
  };

  const setInactive = (value: boolean) => {
    if (value === inactive) return;
    inactive = value;
    if (state !== 'unloaded') thumbnail();
  };

  if (loader.load) load();

  return {
    state: () => state,
    reset,
    load,
    setInactive,
    cleanup: () => {
      stopListening();
      layer.replaceChildren();
    },
  };
}
