// Reads an audio block from its `.sqs-audio-embed` data attributes (free text from the page).
import { categoriseLink, normaliseLink } from '../../src/lib/links';
import { LinkCategory } from '../../src/enums/links';
import { BlockSkip } from '../../src/runtime/types';

export interface AudioData {
  embed: HTMLElement;
  /** The track's address, or null when it may not be played (not http(s) or a site path). */
  url: string | null;
  mimeType: string;
  title: string;
  author: string;
  download: boolean;
  /** Milliseconds, or null when unknown. */
  duration: number | null;
  theme: 'light' | 'dark';
}

const PLAYABLE: ReadonlySet<LinkCategory> = new Set([
  LinkCategory.byName.EXTERNAL,
  LinkCategory.byName.INTERNAL,
]);

/** A MIME type of the form `audio/…` (parameters dropped), else ''. */
function audioMimeType(value: string | null): string {
  const essence = (value ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return /^audio\/[\w.+-]+$/.test(essence) ? essence : '';
}

function text(value: string | null): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

export function readAudio(element: HTMLElement): AudioData {
  const embed = element.querySelector<HTMLElement>('.sqs-audio-embed');
  if (!embed) throw new BlockSkip('Audio block has no .sqs-audio-embed');
  const raw = (embed.getAttribute('data-url') ?? '').trim();
  if (raw === '') throw new BlockSkip('Audio block has no data-url');
  // http(s) or a path on this site: never javascript:, data: or another scheme.
  const url = PLAYABLE.has(categoriseLink(raw)) ? normaliseLink(raw) : null;
  const duration = Number(embed.getAttribute('data-duration-in-ms'));
  return {
    embed,
    url,
    mimeType: audioMimeType(embed.getAttribute('data-mime-type')),
    title: text(embed.getAttribute('data-title')),
    author: text(embed.getAttribute('data-author')),
    download: embed.getAttribute('data-show-download') === 'true',
    duration: Number.isFinite(duration) && duration > 0 ? duration : null,
    theme: embed.getAttribute('data-color-theme') === 'dark' ? 'dark' : 'light',
  };
}
