import {
  announceVideoPlay,
  consentCard,
  onOtherVideoPlay,
  onPlayerConsentChange,
  playButton,
  playerFrame,
  playerNeedsConsent,
} from '../../src/video/playing';
import { element } from '../../src/lib/element';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import type { VideoBlockData } from './types';
import { attachNativeVideoBlock } from './attach-native';
import './video.css';

/** widgets.md section 9: the frame's proportions when the block gives none. */
export const FALLBACK_ASPECT = '56.3%';

/** The frame the player sits in: the server's padded wrapper, or one of our own. */
function frameFor(
  data: VideoBlockData,
  props: BlockProps<VideoBlockData>,
): { host: HTMLElement; restore: () => void } {
  const { server } = props;
  const container = server.container;
  const serverFrame = data.wrapper?.closest<HTMLElement>('.embed-block-wrapper');
  if (data.wrapper && serverFrame && container.contains(serverFrame)) {
    server.toggleClass(serverFrame, 'sr-video-frame', true);
    // The server sizes the frame; only an unsized one gets the fallback (through the CSSOM:
    // a strict CSP blocks style attributes).
    const unsized =
      serverFrame.style.paddingBottom === '' && serverFrame.getBoundingClientRect().height === 0;
    if (unsized) serverFrame.style.paddingBottom = aspectOf(data);
    return {
      host: data.wrapper,
      restore: () => {
        if (unsized) serverFrame.style.removeProperty('padding-bottom');
      },
    };
  }
  const frame = element('div', 'sr-video-frame');
  frame.style.paddingBottom = aspectOf(data);
  server.add(frame, container);
  return { host: frame, restore: () => undefined };
}

function aspectOf({ width, height }: VideoBlockData): string {
  return width && height ? `${((height / width) * 100).toFixed(4)}%` : FALLBACK_ASPECT;
}

/**
 * Video block (type 32): thumbnail and play button, then the provider's player; the consent card
 * first when the cookie policy asks for it; the spec's message for an embed that cannot play.
 * A video the platform hosts plays in the browser's own player instead (./attach-native.ts).
 */
export function attachVideoBlock(props: BlockProps<VideoBlockData>): Cleanup {
  const { data, server, signal } = props;
  if (data.native) return attachNativeVideoBlock(props, data.native);
  const { host, restore } = frameFor(data, props);
  // The server's own overlay picture stays under ours: decorative (the play button names the
  // video), it must not be read out as an unnamed image.
  for (const img of data.wrapper?.querySelectorAll('.sqs-video-overlay img:not([alt])') ?? []) {
    server.setAttribute(img, 'alt', '');
  }
  const root = element('div', `sr-video sr-video--${data.mode}`);
  if (data.width && data.height)
    root.style.setProperty('--sr-video-ratio', `${data.width / data.height}`);
  server.add(root, host);

  const show = (...nodes: Node[]): void => root.replaceChildren(...nodes);
  // The provider's thumbnail comes from the video host: under a restrictive cookie policy it
  // waits for consent like the player, and the frame stays plain (its dark background) till then.
  const thumbnail = (): HTMLImageElement[] => {
    if (!data.thumbnail || (data.thumbnailFromProvider && playerNeedsConsent())) return [];
    const img = element('img', 'sr-video-thumb');
    img.alt = '';
    img.decoding = 'async';
    img.loading = 'lazy';
    img.src = data.thumbnail;
    return [img];
  };

  // Another player on the page (this pack's or a gallery's) started: back to the thumbnail.
  const stopListening = onOtherVideoPlay(
    root,
    () => {
      if (root.dataset.srVideoState === 'playing') showOverlay();
    },
    signal,
  );

  const play = (): void => {
    if (!data.embedUrl) return;
    const frameElement = playerFrame(data.embedUrl, data.title);
    if (data.mode === 'none' && data.width && data.height) {
      // The player's own size, centred (through the CSSOM: no style attribute under a strict CSP).
      frameElement.style.width = `${data.width}px`;
      frameElement.style.height = `${data.height}px`;
    }
    announceVideoPlay(root);
    show(frameElement);
    root.dataset.srVideoState = 'playing';
    // The button the visitor pressed is gone: focus follows into the player.
    frameElement.focus();
  };

  const showConsentCard = (): void => {
    const card = consentCard(data.provider, `${props.id}-video-consent`, play, signal);
    show(...thumbnail(), card);
    root.dataset.srVideoState = 'consent';
    card.querySelector('button')?.focus();
  };

  function showOverlay(): void {
    const button = playButton(
      data.title,
      () => (playerNeedsConsent() ? showConsentCard() : play()),
      signal,
    );
    const overlay = element('div', 'sr-video-overlay');
    overlay.append(...thumbnail(), button);
    show(overlay);
    root.dataset.srVideoState = 'overlay';
  }

  // Consent given while the thumbnail waited: it slides in under what is shown, which keeps focus.
  onPlayerConsentChange(() => {
    const state = root.dataset.srVideoState;
    if ((state !== 'overlay' && state !== 'consent') || root.querySelector('.sr-video-thumb'))
      return;
    (root.querySelector('.sr-video-overlay') ?? root).prepend(...thumbnail());
  }, signal);

  if (data.message) {
    show(element('p', 'sr-video-message', data.message));
    root.dataset.srVideoState = 'message';
  } else {
    showOverlay();
  }

  return () => {
    stopListening();
    root.replaceChildren();
    restore();
  };
}
