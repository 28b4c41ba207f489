// Demo pages embed shared block and controller markup (fixtures/blocks/*.html,
// fixtures/controllers/*.html, also used by unit tests) with an
// include comment, so the page and the tests always show the same markup.
//   <!-- include fixtures/blocks/accordion.html -->
// A document of docs/ is included as HTML (demo/lib/markdown-include.ts), so that the guide page
// and its Markdown have one source.
import { includeMarkdownDocument, isMarkdownDocument } from './markdown-include';

const INCLUDE_COMMENT = /<!--\s*include\s+([\w./-]+)\s*-->/g;

/** Only files below these folders may be included. */
const INCLUDABLE_PREFIXES = ['fixtures/blocks/', 'fixtures/controllers/'];

export interface IncludeResult {
  html: string;
  /** One message per include that could not be resolved; the comment is replaced by a notice. */
  problems: string[];
}

function isIncludable(path: string): boolean {
  return (
    path.endsWith('.html') &&
    !path.split('/').includes('..') &&
    INCLUDABLE_PREFIXES.some((prefix) => path.startsWith(prefix))
  );
}

/**
 * Replaces each include comment with the file's text, read through `readFile` (path relative to
 * the project root; returns null when the file does not exist). Includes are not nested.
 */
export function resolveIncludes(
  html: string,
  readFile: (projectPath: string) => string | null,
): IncludeResult {
  const problems: string[] = [];
  const result = html.replace(INCLUDE_COMMENT, (_comment, path: string) => {
    const included = isMarkdownDocument(path) ? includeMarkdownDocument(path, readFile) : null;
    if (included) {
      problems.push(...included.problems);
      return included.html;
    }
    const text = isIncludable(path) ? readFile(path) : null;
    if (text !== null) return text;
    const problem = isIncludable(path)
      ? `${path} does not exist`
      : `${path} is not an HTML file under ${INCLUDABLE_PREFIXES.join(', ')}`;
    problems.push(problem);
    return `<p class="demo-include-error" role="alert">Demo markup missing: ${problem}.</p>`;
  });
  return { html: result, problems };
}
