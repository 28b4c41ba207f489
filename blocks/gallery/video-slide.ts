// A gallery's video slide (widgets.md section 4, "Gallery" and "Video"): its thumbnail with a play
// button; pressing it swaps in the provider's player in place, inside the slide's frame (whose box
// is already reserved, so nothing moves). Under a restrictive cookie policy without consent, the
// click-to-load card comes first. One video plays on the page at a time (src/video/playing).
import {
  announceVideoPlay,
  consentCard,
  onOtherVideoPlay,
  playButton,
  playerFrame,
  playerNeedsConsent,
} from '../../src/video/playing';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { GallerySlide } from './read-gallery';
import * as dom from '../../src/lib/dom';

export type VideoSlideState = 'thumbnail' | 'consent' | 'playing';

export interface VideoSlideOptions {
  /** The frame the layer covers (the image's wrapper). */
  frame: HTMLElement;
  server: Pick<ServerDom, 'add'>;
  signal: AbortSignal;
  /** Unique on the page: names the consent card's text. */
  id: string;
  /** The slide left its thumbnail (true) or came back to it (false). */
  onActiveChange: (active: boolean) => void;
}

export interface VideoSlide {
  state: () => VideoSlideState;
  /** Back to the thumbnail (a slide change, another video started). */
  reset: () => void;
  cleanup: () => void;
}

/** The video's name for the play button and the player: the thumbnail's alt, else "Video". */
export function videoTitleOf(slide: GallerySlide): string {
  return slide.alt.trim() || 'Video';
}

export function attachVideoSlide(slide: GallerySlide, options: VideoSlideOptions): VideoSlide {
  const { frame, server, signal, id, onActiveChange } = options;
  const embedUrl = slide.embedUrl as string;
  const title = videoTitleOf(slide);
  const layer = dom.create('div');
  layer.className = 'sr-gallery-video';
  server.add(layer, frame);
  let state: VideoSlideState = 'thumbnail';

  const enter = (next: VideoSlideState, ...nodes: Node[]) => {
    const wasActive = state !== 'thumbnail';
    state = next;
    layer.dataset.srVideoState = next;
    layer.replaceChildren(...nodes);
    const active = next !== 'thumbnail';
    if (active !== wasActive) onActiveChange(active);
  };

  const play = () => {
    const player = playerFrame(embedUrl, title);
    announceVideoPlay(layer);
    enter('playing', player);
    // The button the visitor pressed is gone: focus follows into the player.
    // Without scrolling: the slide is already in view, and the carousel must not shift under it.
    player.focus({ preventScroll: true });
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
    const hadFocus = layer.contains(dom.activeElement());
    const button = playButton(title, press, signal);
    enter('thumbnail', button);
    if (hadFocus) button.focus();
  };

  const reset = () => {
    if (state !== 'thumbnail') thumbnail();
  };

  thumbnail();
  const stopListening = onOtherVideoPlay(layer, reset, signal);

  return {
    state: () => state,
    reset,
    cleanup: () => {
      stopListening();
      layer.replaceChildren();
    },
  };
}
