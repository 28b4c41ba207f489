// Reads an Amazon block (see ./index.ts): the product's title and the server's links.
import { asRecord, asString } from '../../src/lib/coerce';
import { readBlockJson } from '../../src/runtime/block-data';
import { BlockSkip } from '../../src/runtime/types';

export interface AmazonData {
  /** The product's title: the block JSON's `amazonProduct.title`, else the server's `.title`. */
  title: string | null;
  /** Every link the server drew in the block. */
  links: HTMLAnchorElement[];
  /** Pictures with no alt at all (a missing alt is read out as the file's address). */
  unlabelledImages: HTMLImageElement[];
}

function clean(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function readAmazon(element: HTMLElement): AmazonData {
  const product = asRecord(asRecord(readBlockJson(element)).amazonProduct);
  const title =
    clean(asString(product.title)) ||
    clean(element.querySelector('.amazon-details .title')?.textContent) ||
    null;
  const links = Array.from(element.querySelectorAll<HTMLAnchorElement>('a[href]'));
  if (links.length === 0) throw new BlockSkip('Amazon block has no product link');
  const unlabelledImages = Array.from(element.querySelectorAll<HTMLImageElement>('img:not([alt])'));
  return { title, links, unlabelledImages };
}
