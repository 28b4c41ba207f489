// A demo page includes a document of docs/ (`<!-- include docs/template-guide.md -->`): its
// Markdown rendered to HTML, with its live examples in place. docs/ stays the one source of the
// text; the page adds the page context, the scripts and the layout around it.
import { liveExampleSource, parseLiveComment, renderLiveExample } from './live-examples';
import { escapeHtml, renderMarkdown } from './markdown';

const MARKDOWN_DOCUMENT = /^docs\/[\w-]+\.md$/;

export function isMarkdownDocument(path: string): boolean {
  return MARKDOWN_DOCUMENT.test(path);
}

/**
 * The document at `path` as HTML, with one problem per live example that could not be shown (the
 * example is replaced by a notice); null when the document does not exist.
 */
export function includeMarkdownDocument(
  path: string,
  readFile: (projectPath: string) => string | null,
): { html: string; problems: string[] } | null {
  const text = readFile(path);
  if (text === null) return null;
  const problems: string[] = [];
  const html = renderMarkdown(text, {
    comment: (comment) => {
      const example = parseLiveComment(comment);
      if (!example) return '';
      const found = liveExampleSource(example, readFile);
      if ('source' in found) return renderLiveExample(example, found.source);
      problems.push(`${path}: ${found.problem}`);
      return `<p class="demo-include-error" role="alert">Live example missing: ${escapeHtml(found.problem)}.</p>`;
    },
  });
  return { html, problems };
}
