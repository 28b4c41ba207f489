import { formatMessage } from '../../src/i18n/strings';
import { createLogger } from '../../src/runtime/logger';
import { element } from '../../src/lib/element';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import type { AudioData } from './read-audio';
import * as dom from '../../src/lib/dom';
import './audio.css';

const log = createLogger('audio');

/** Not in the spec: the player's words. */
export const AUDIO_STRINGS = {
  untitled: 'Audio',
  by: 'by {author}',
  player: 'Play {title}',
  duration: 'Length {time}',
  download: 'Download “{title}”',
  unplayable: 'This track cannot be played.',
};

/** m:ss, or h:mm:ss from an hour. */
export function formatDuration(milliseconds: number): string {
  const total = Math.round(milliseconds / 1000);
  const seconds = total % 60;
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** The player: caption (title, author, length), the browser's controls, the download link. */
export function audioPlayer(data: AudioData, id: string): HTMLElement {
  const title = data.title || AUDIO_STRINGS.untitled;
  const figure = element('figure', `sr-audio sr-audio--${data.theme}`);
  const caption = element('figcaption', 'sr-audio__caption');
  caption.id = `${id}-audio-title`;
  caption.append(element('span', 'sr-audio__title', title));
  if (data.author) {
    caption.append(
      ' ',
      element('span', 'sr-audio__author', formatMessage(AUDIO_STRINGS.by, { author: data.author })),
    );
  }
  if (data.duration) {
    const time = formatDuration(data.duration);
    const length = element('span', 'sr-audio__duration', time);
    length.setAttribute('aria-label', formatMessage(AUDIO_STRINGS.duration, { time }));
    caption.append(' ', length);
  }
  figure.append(caption);
  if (!data.url) {
    figure.append(element('p', 'sr-audio__message', AUDIO_STRINGS.unplayable));
    return figure;
  }
  const audio = element('audio', 'sr-audio__player');
  audio.controls = true;
  // Nothing is fetched before the visitor plays.
  audio.preload = 'none';
  audio.setAttribute('aria-label', formatMessage(AUDIO_STRINGS.player, { title }));
  const source = dom.create('source');
  source.src = data.url;
  if (data.mimeType) source.type = data.mimeType;
  audio.append(source);
  figure.append(audio);
  if (data.download) {
    const link = element(
      'a',
      'sr-audio__download',
      formatMessage(AUDIO_STRINGS.download, { title }),
    );
    link.href = data.url;
    link.setAttribute('download', '');
    figure.append(link);
  }
  return figure;
}

/** Audio block (type 41): see ./index.ts. */
export function attachAudio({ data, id, server, signal }: BlockProps<AudioData>): Cleanup {
  if (!data.url)
    log.warn(
      `Audio block ${id}: its track "${(data.embed.getAttribute('data-url') ?? '').slice(0, 80)}" is not played`,
    );
  const player = audioPlayer(data, id);
  server.add(player, data.embed);
  const audio = player.querySelector('audio');
  audio?.addEventListener(
    'error',
    () => log.warn(`Audio block ${id}: the track could not be loaded`),
    { signal, capture: true },
  );
  // Unmounted (taken off the page, destroy()): the sound stops with the player.
  return () => audio?.pause();
}
