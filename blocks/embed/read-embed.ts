// Reads an embed block: its data-block-json (sent back as the widget's value) and whether the
// server drew the embed.
import { asString, isRecord, type JsonRecord } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';

export interface EmbedData {
  json: JsonRecord;
  /** Who the embed comes from, for frame titles and the consent card ("TikTok", a host). */
  provider: string;
  /** The server drew the embed in the block (else the platform renders it on request). */
  drawn: boolean;
  /** Width / height of the embed when its data gives both, for the frame's first size. */
  ratio: number | null;
}

function positive(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}

/** Whether the container holds anything a visitor sees or a script. */
function hasContent(container: Element): boolean {
  return container.children.length > 0 || (container.textContent ?? '').trim() !== '';
}

export function readEmbed(element: HTMLElement): EmbedData {
  const json = readBlockJson(element);
  if (!isRecord(json)) throw new BlockSkip('Embed block data is not an object');
  const container = element.querySelector(':scope > .sqs-block-content') ?? element;
  const width = positive(json.width);
  const height = positive(json.height);
  return {
    json,
    provider:
      asString(json.providerName).trim() ||
      asString(json.resolvedBy).trim() ||
      hostOf(asString(json.url)) ||
      'another site',
    drawn: hasContent(container),
    ratio: width && height ? width / height : null,
  };
}
