// The live examples of a Markdown document shown as a demo page (docs/template-guide.md): a line
//   <!-- live fixtures/blocks/accordion.html#block-accordion-single-open -->
// is invisible where the Markdown is read, and on the page becomes that element of the file (or
// the whole file, with no `#id` or `.class`), live for the runtime, with its markup below it. The
// markup is the fixtures' own, so the guide shows what the unit and browser tests run.
import { escapeHtml } from './markdown';
import { findElementSource, type FragmentTarget } from './html-fragment';

/** Only markup below these folders may be shown live. */
export const LIVE_SOURCE_PREFIXES = ['fixtures/blocks/', 'fixtures/controllers/', 'demo/pages/'];

const LIVE_COMMENT = /^live\s+([\w./-]+\.html)(?:([#.])([\w-]+))?$/;

export interface LiveExample {
  /** The project path of the file, e.g. `fixtures/blocks/accordion.html`. */
  path: string;
  target: FragmentTarget | null;
}

/** The example a comment names, or null when the comment is not a `live` one. */
export function parseLiveComment(text: string): LiveExample | null {
  const match = LIVE_COMMENT.exec(text.trim());
  if (!match?.[1]) return null;
  const [, path, kind, name] = match;
  if (!kind || !name) return { path, target: null };
  return { path, target: kind === '#' ? { id: name } : { className: name } };
}

function isLiveSource(path: string): boolean {
  return (
    !path.split('/').includes('..') &&
    LIVE_SOURCE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

function describe(example: LiveExample): string {
  const { target } = example;
  if (!target) return example.path;
  return `${example.path}${'id' in target ? `#${target.id}` : `.${target.className}`}`;
}

/** The example's markup, or why it cannot be shown. */
export function liveExampleSource(
  example: LiveExample,
  readFile: (projectPath: string) => string | null,
): { source: string } | { problem: string } {
  if (!isLiveSource(example.path)) {
    return { problem: `${example.path} is not under ${LIVE_SOURCE_PREFIXES.join(', ')}` };
  }
  const file = readFile(example.path);
  if (file === null) return { problem: `${example.path} does not exist` };
  if (!example.target) return { source: file.trim() };
  const source = findElementSource(file, example.target);
  return source === null
    ? { problem: `${describe(example)}: no such element in the file` }
    : { source };
}

/**
 * The figure that shows an example on the page: the markup itself, for the runtime to bring to
 * life, and the same markup as text in a disclosure under it.
 */
export function renderLiveExample(example: LiveExample, source: string): string {
  return [
    '<figure class="guide-live">',
    `<figcaption>Live example: <code>${escapeHtml(describe(example))}</code></figcaption>`,
    `<div class="guide-live__stage">\n${source}\n</div>`,
    '<details class="guide-live__markup"><summary>The markup it reads</summary>',
    `<pre class="doc-code"><code class="language-html">${escapeHtml(source)}</code></pre>`,
    '</details>',
    '</figure>',
  ].join('\n');
}
