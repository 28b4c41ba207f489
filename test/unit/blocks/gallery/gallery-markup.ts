import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** Puts a fixture file in the document and returns the element with `id`. */
export function fixtureBlock(file: string, id: string): HTMLElement {
  document.body.innerHTML = readFileSync(path.join(root, 'fixtures/blocks', file), 'utf8');
  const block = document.getElementById(id);
  if (!block) throw new Error(`${file} has no #${id}`);
  return block;
}

/** The real 7.0 gallery block (design stacked, three images). */
export const REAL_GALLERY_ID = 'block-ee11bea36bf9744ae26a';

/** A gallery block with this JSON (an object, or raw text) and `count` image slides. */
export function galleryBlock(json: unknown, count = 3, extra = ''): HTMLElement {
  const slides = Array.from(
    { length: count },
    (_, index) =>
      `<div class="image-wrapper" id="slide-${index + 1}" data-slide-id="slide-${index + 1}" data-type="image"><noscript><img src="/i/${index + 1}.jpg"></noscript><img class="thumb-image" data-src="/i/${index + 1}.jpg" data-image-dimensions="${(index + 2) * 100}x200" data-image-focal-point="0.5,0.5" alt="Photo ${index + 1}" data-load="false"></div>`,
  ).join('');
  const block = document.createElement('div');
  block.className = 'sqs-block gallery-block sqs-block-gallery';
  block.id = 'block-test-gallery';
  block.setAttribute('data-block-type', '8');
  if (json !== undefined) {
    block.setAttribute('data-block-json', typeof json === 'string' ? json : JSON.stringify(json));
  }
  block.innerHTML = `<div class="sqs-block-content"><div class="sqs-gallery-container"><div class="sqs-gallery">${slides}${extra}</div></div></div>`;
  document.body.appendChild(block);
  return block;
}
