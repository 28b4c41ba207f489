// Page-wide "one video at a time" (widgets.md section 4, "Video": only one video shows at a time;
// others revert to the overlay) and the pieces every in-place player shares: the play icon, the
// provider's iframe and the click-to-load card. A DOM event on `document`, so players in
// different packs (video blocks, galleries) stop each other without sharing module state.
import { formatMessage } from '../i18n/strings';
import { videoStrings } from '../lightbox/strings';
import { autoplayUrl, PLAYER_ALLOW } from './embed';
import { consentCard as thirdPartyConsentCard } from '../consent/consent-card';
import { needsThirdPartyConsent } from '../consent/third-party';
import * as dom from '../lib/dom';

/** Dispatched on `document` when a player starts; `detail.player` is its element. */
export const VIDEO_PLAY_EVENT = 'site-runtime:video-play';

export interface VideoPlayDetail {
  player: Element;
}

/** `player` starts playing: every other player on the page stops. */
export function announceVideoPlay(player: Element): void {
  dom.emit(document, new CustomEvent<VideoPlayDetail>(VIDEO_PLAY_EVENT, { detail: { player } }));
}

/**
 * Calls `stop` whenever a player other than `player` starts. Returns the unsubscribe (also done
 * when `signal` aborts).
 */
export function onOtherVideoPlay(
  player: Element,
  stop: () => void,
  signal?: AbortSignal,
): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<Partial<VideoPlayDetail> | null>).detail;
    if (detail?.player !== player) stop();
  };
  dom.on(document, VIDEO_PLAY_EVENT, listener, { signal });
  return () => dom.off(document, VIDEO_PLAY_EVENT, listener);
}

/** A provider's frame can set its own cookies: true while third-party content waits for consent. */
export const playerNeedsConsent = needsThirdPartyConsent;

/**
 * Calls `onChange` each time playerNeedsConsent() changes (the visitor accepts or withdraws), until
 * `signal` aborts.
 */
export function onPlayerConsentChange(onChange: () => void, signal: AbortSignal): void {
  const store = window.SiteRuntime?.store;
  if (!store || signal.aborted) return;
  let needed = playerNeedsConsent();
  const unsubscribe = store.subscribe(() => {
    const needs = playerNeedsConsent();
    if (needs === needed) return;
    needed = needs;
    onChange();
  });
  signal.addEventListener('abort', unsubscribe, { once: true });
}

/** The play button's icon (decorative: the button carries the name). */
export function playIcon(): SVGSVGElement {
  const svg = dom.createSvg('svg');
  svg.setAttribute('viewBox', '0 0 68 48');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const disc = dom.createSvg('rect');
  disc.setAttribute('width', '68');
  disc.setAttribute('height', '48');
  disc.setAttribute('rx', '12');
  disc.setAttribute('class', 'sr-video-play-back');
  const triangle = dom.createSvg('path');
  triangle.setAttribute('d', 'M27 14v20l18-10z');
  triangle.setAttribute('class', 'sr-video-play-arrow');
  svg.append(disc, triangle);
  return svg;
}

/** The play button: a real button named "Play video: <title>". */
export function playButton(title: string, onPlay: () => void, signal?: AbortSignal) {
  const button = dom.create('button');
  button.type = 'button';
  button.className = 'sr-video-play';
  button.setAttribute('aria-label', formatMessage(videoStrings.play, { title }));
  button.append(playIcon());
  button.addEventListener('click', onPlay, { signal });
  return button;
}

/** The provider's player, asked to start at once (the visitor just pressed play). */
export function playerFrame(embedUrl: string, title: string): HTMLIFrameElement {
  const frame = dom.create('iframe');
  frame.className = 'sr-video-player';
  frame.src = autoplayUrl(embedUrl);
  frame.title = title;
  frame.allow = PLAYER_ALLOW;
  frame.allowFullscreen = true;
  return frame;
}

/** The click-to-load card: names the provider first; only its button loads the player. */
export function consentCard(
  provider: string,
  textId: string,
  onLoad: () => void,
  signal?: AbortSignal,
): HTMLDivElement {
  return thirdPartyConsentCard({
    text: formatMessage(videoStrings.consentText, { provider }),
    loadLabel: videoStrings.load,
    onLoad,
    textId,
    preferences: false,
    classes: { card: 'sr-video-card', text: 'sr-video-card-text', load: 'sr-video-load' },
    signal,
  });
}
