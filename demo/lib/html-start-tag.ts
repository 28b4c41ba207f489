// A small reader for HTML start tags, enough to rewrite saved pages without re-serialising them:
// every attribute keeps its exact source text, so untouched markup stays byte for byte the same.

export interface TagAttribute {
  /** Lower-cased attribute name. */
  name: string;
  /** The value with its quotes removed (entities are left as written); `''` when it has none. */
  value: string;
  /** Offsets of the whole `name="value"` text (including the whitespace before it) in the page. */
  start: number;
  end: number;
}

export interface StartTag {
  /** Lower-cased tag name. */
  name: string;
  attributes: TagAttribute[];
  /** Offset of the `<`. */
  start: number;
  /** Offset just after the closing `>`. */
  end: number;
}

const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*/;
const WHITESPACE = /\s/;

/**
 * Reads the start tag whose `<` is at `start`. Returns null when the text there is not a start
 * tag (a stray `<`, an end tag, a comment) or is cut off before its `>`.
 */
export function readStartTag(html: string, start: number): StartTag | null {
  if (html[start] !== '<') return null;
  const nameMatch = TAG_NAME.exec(html.slice(start + 1, start + 65));
  if (!nameMatch) return null;
  const name = nameMatch[0].toLowerCase();
  const attributes: TagAttribute[] = [];
  let position = start + 1 + nameMatch[0].length;

  while (position < html.length) {
    const attributeStart = position;
    while (position < html.length && WHITESPACE.test(html.charAt(position))) position += 1;
    const char = html.charAt(position);
    if (char === '>') return { name, attributes, start, end: position + 1 };
    if (char === '/' && html.charAt(position + 1) === '>') {
      return { name, attributes, start, end: position + 2 };
    }
    if (char === '/') {
      position += 1;
      continue;
    }
    if (char === '') break;

    const nameStart = position;
    while (position < html.length && !/[\s=>]/.test(html.charAt(position))) {
      if (html.charAt(position) === '/' && html.charAt(position + 1) === '>') break;
      position += 1;
    }
    const attributeName = html.slice(nameStart, position).toLowerCase();
    let afterName = position;
    while (afterName < html.length && WHITESPACE.test(html.charAt(afterName))) afterName += 1;

    let value = '';
    if (html.charAt(afterName) === '=') {
      position = afterName + 1;
      while (position < html.length && WHITESPACE.test(html.charAt(position))) position += 1;
      const quote = html.charAt(position);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, position + 1);
        if (close === -1) return null;
        value = html.slice(position + 1, close);
        position = close + 1;
      } else {
        const valueStart = position;
        while (position < html.length && !/[\s>]/.test(html.charAt(position))) position += 1;
        value = html.slice(valueStart, position);
      }
    }
    attributes.push({ name: attributeName, value, start: attributeStart, end: position });
  }
  return null;
}

/** The value of an attribute, or null when the tag does not carry it. */
export function attributeValue(tag: StartTag, name: string): string | null {
  return tag.attributes.find((attribute) => attribute.name === name)?.value ?? null;
}
