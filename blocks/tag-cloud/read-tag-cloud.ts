// Reads a tag cloud block (see ./index.ts): its list and, for each tag, its link, name and count.
import { BlockSkip } from '../../src/runtime/types';

export interface TagCloudTag {
  /** The tag's list item, whose `title` holds "Name - count". */
  item: HTMLElement;
  link: HTMLAnchorElement;
  /** The tag as the page shows it. */
  name: string;
  /** How many items carry the tag, or null when the markup does not say. */
  count: number | null;
}

export interface TagCloudData {
  list: HTMLElement;
  tags: TagCloudTag[];
}

/** "Kendall Point - 8": the count after the last dash, as the platform writes it. */
const COUNT_IN_TITLE = /-\s*(\d{1,9})\s*$/;

function textOf(element: Element | null): string {
  return (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The count a title gives, or null. */
export function countFromTitle(title: string | null): number | null {
  const match = COUNT_IN_TITLE.exec(title ?? '');
  return match ? Number(match[1]) : null;
}

export function readTagCloud(element: HTMLElement): TagCloudData {
  const list = element.querySelector<HTMLElement>('ul.sqs-tagcloud') ?? element.querySelector('ul');
  if (!list) throw new BlockSkip('tag cloud block has no list');
  const tags: TagCloudTag[] = [];
  for (const item of Array.from(list.querySelectorAll<HTMLElement>(':scope > li'))) {
    const link = item.querySelector<HTMLAnchorElement>('a[href]');
    if (!link) continue;
    const name = textOf(link.querySelector('.name')) || textOf(link);
    if (name === '') continue;
    tags.push({
      item,
      link,
      name,
      count:
        countFromTitle(item.getAttribute('title')) ?? countFromTitle(link.getAttribute('title')),
    });
  }
  if (tags.length === 0) throw new BlockSkip('tag cloud block has no tag link');
  return { list, tags };
}
