// Finds one element of a fixture file as its source text, so the guide page can show a single
// block of a fixture (fixtures/blocks/accordion.html holds four) exactly as the file writes it.
// Start tags are read with their quoted attributes (a `<div` inside data-block-json is no tag),
// comments and the raw text of script and style are skipped, and only tags of the element's own
// name are counted to find its end: fixture markup closes the elements it opens.
import { attributeValue, readStartTag } from './html-start-tag';

/** Which element: the one with this id, or the first whose class list holds this class. */
export type FragmentTarget = { id: string } | { className: string };

/** Elements whose content is raw text: a `<` inside them opens nothing. */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title']);
/** Elements with no end tag. */
const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

function matches(target: FragmentTarget, id: string | null, classes: string | null): boolean {
  if ('id' in target) return id === target.id;
  return (classes ?? '').split(/\s+/).includes(target.className);
}

/** The name of the end tag whose `</` is at `start`, lower-cased, and the offset after its `>`. */
function readEndTag(html: string, start: number): { name: string; end: number } | null {
  const match = /^<\/([a-zA-Z][a-zA-Z0-9-]*)\s*>/.exec(html.slice(start, start + 80));
  if (!match?.[1]) return null;
  return { name: match[1].toLowerCase(), end: start + match[0].length };
}

/** The source text of the target element, from its `<` to the end of its end tag; null if absent. */
export function findElementSource(html: string, target: FragmentTarget): string | null {
  let position = 0;
  let open: { name: string; start: number; depth: number } | null = null;
  while (position < html.length) {
    const lt = html.indexOf('<', position);
    if (lt === -1) return null;
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      if (close === -1) return null;
      position = close + 3;
      continue;
    }
    if (html.charAt(lt + 1) === '/') {
      const endTag = readEndTag(html, lt);
      if (endTag && open && endTag.name === open.name) {
        open.depth -= 1;
        if (open.depth === 0) return html.slice(open.start, endTag.end);
      }
      position = endTag?.end ?? lt + 2;
      continue;
    }
    const tag = readStartTag(html, lt);
    if (!tag) {
      position = lt + 1;
      continue;
    }
    const selfClosing = VOID.has(tag.name) || html.charAt(tag.end - 2) === '/';
    if (open) {
      if (tag.name === open.name && !selfClosing) open.depth += 1;
    } else if (matches(target, attributeValue(tag, 'id'), attributeValue(tag, 'class'))) {
      if (selfClosing) return html.slice(lt, tag.end);
      open = { name: tag.name, start: lt, depth: 1 };
    }
    if (RAW_TEXT.has(tag.name) && !selfClosing) {
      const close = html.toLowerCase().indexOf(`</${tag.name}`, tag.end);
      position = close === -1 ? html.length : close;
    } else {
      position = tag.end;
    }
  }
  return null;
}
