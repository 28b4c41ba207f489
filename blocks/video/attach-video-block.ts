import { formatMessage } from '../../src/i18n/strings';
import { videoStrings } from '../../src/lightbox/strings';
import { autoplayUrl, PLAYER_ALLOW } from '../../src/lightbox/video-embed';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { playerNeedsConsent } from './consent';
import { startPlaying, stoppedPlaying, type Player } from './one-at-a-time';
import type { VideoBlockData } from './types';
import './video.css';

/** widgets.md section 9: the frame's proportions when the block gives none. */
export const FALLBACK_ASPECT = '56.3%';

const SVG_NS = 'http://www.w3.org/2000/svg';

function playIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 68 48');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const disc = document.createElementNS(SVG_NS, 'rect');
  disc.setAttribute('width', '68');
  disc.setAttribute('height', '48');
  disc.setAttribute('rx', '12');
  disc.setAttribute('class', 'sr-video-play-back');
  const triangle = document.createElementNS(SVG_NS, 'path');
  triangle.setAttribute('d', 'M27 14v20l18-10z');
  triangle.setAttribute('class', 'sr-video-play-arrow');
  svg.append(disc, triangle);
  return svg;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  textContent?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (textContent !== undefined) node.textContent = textContent;
  return node;
}

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
 */
export function attachVideoBlock(props: BlockProps<VideoBlockData>): Cleanup {
  const { data, server, signal } = props;
  const { host, restore } = frameFor(data, props);
  const root = element('div', `sr-video sr-video--${data.mode}`);
  if (data.width && data.height)
    root.style.setProperty('--sr-video-ratio', `${data.width / data.height}`);
  server.add(root, host);

  const show = (...nodes: Node[]): void => root.replaceChildren(...nodes);
  const thumbnail = (): HTMLImageElement[] => {
    if (!data.thumbnail) return [];
    const img = element('img', 'sr-video-thumb');
    img.alt = '';
    img.decoding = 'async';
    img.loading = 'lazy';
    img.src = data.thumbnail;
    return [img];
  };

  const player: Player = {
    stop: () => {
      stoppedPlaying(player);
      showOverlay();
    },
  };

  const play = (): void => {
    if (!data.embedUrl) return;
    const frameElement = element('iframe', 'sr-video-player');
    frameElement.src = autoplayUrl(data.embedUrl);
    frameElement.title = data.title;
    frameElement.allow = PLAYER_ALLOW;
    frameElement.allowFullscreen = true;
    if (data.mode === 'none' && data.width && data.height) {
      // The player's own size, centred (through the CSSOM: no style attribute under a strict CSP).
      frameElement.style.width = `${data.width}px`;
      frameElement.style.height = `${data.height}px`;
    }
    startPlaying(player);
    show(frameElement);
    root.dataset.srVideoState = 'playing';
    // The button the visitor pressed is gone: focus follows into the player.
    frameElement.focus();
  };

  const showConsentCard = (): void => {
    const card = element('div', 'sr-video-card');
    const textId = `${props.id}-video-consent`;
    const explanation = element(
      'p',
      'sr-video-card-text',
      formatMessage(videoStrings.consentText, { provider: data.provider }),
    );
    explanation.id = textId;
    const load = element('button', 'sr-video-load', videoStrings.load);
    load.type = 'button';
    load.setAttribute('aria-describedby', textId);
    load.addEventListener('click', play, { signal });
    card.append(explanation, load);
    show(...thumbnail(), card);
    root.dataset.srVideoState = 'consent';
    load.focus();
  };

  function showOverlay(): void {
    const button = element('button', 'sr-video-play');
    button.type = 'button';
    button.setAttribute('aria-label', formatMessage(videoStrings.play, { title: data.title }));
    button.append(playIcon());
    button.addEventListener('click', () => (playerNeedsConsent() ? showConsentCard() : play()), {
      signal,
    });
    const overlay = element('div', 'sr-video-overlay');
    overlay.append(...thumbnail(), button);
    show(overlay);
    root.dataset.srVideoState = 'overlay';
  }

  if (data.message) {
    show(element('p', 'sr-video-message', data.message));
    root.dataset.srVideoState = 'message';
  } else {
    showOverlay();
  }

  return () => {
    stoppedPlaying(player);
    root.replaceChildren();
    restore();
  };
}
