// Older 7.0 pages assign the context in an inline script without defining `Static` first
// (`Static.SQUARESPACE_CONTEXT = {…};`); with the platform's own scripts gone that line throws and
// window.Static stays empty. The context is still in the script's text: this reads the JSON after
// the assignment, with JSON.parse, never by evaluating anything.
import * as dom from '../lib/dom';

const ASSIGNMENT = /Static\s*\.\s*SQUARESPACE_CONTEXT\s*=\s*(?=\{)/;

/** Script types a browser runs as classic script: the ones a context assignment can be in. */
function isClassicScript(script: HTMLScriptElement): boolean {
  const type = script.type.trim().toLowerCase();
  return type === '' || type === 'text/javascript' || type === 'application/javascript';
}

/**
 * The end (exclusive) of the JSON object starting at `start` (a `{`): braces are counted outside
 * strings, and escapes inside strings are skipped. -1 when the object never closes.
 */
function endOfObject(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

export type InlineContext =
  { found: false } | { found: true; value: unknown; error: string | null };

/** The context object assigned in the page's inline scripts, parsed as JSON. Never throws. */
export function readInlineStaticContext(doc: Document): InlineContext {
  for (const script of Array.from(dom.queryAll<HTMLScriptElement>(doc, 'script:not([src])'))) {
    if (!isClassicScript(script)) continue;
    const text = script.textContent ?? '';
    const match = ASSIGNMENT.exec(text);
    if (!match) continue;
    const start = match.index + match[0].length;
    const end = endOfObject(text, start);
    if (end === -1) {
      return {
        found: true,
        value: null,
        error: 'the inline Static.SQUARESPACE_CONTEXT never ends',
      };
    }
    try {
      return { found: true, value: JSON.parse(text.slice(start, end)) as unknown, error: null };
    } catch (error) {
      const reason = `the inline Static.SQUARESPACE_CONTEXT is not JSON: ${String(error)}`;
      return { found: true, value: null, error: reason };
    }
  }
  return { found: false };
}
