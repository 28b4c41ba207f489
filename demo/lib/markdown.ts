// A very small Markdown converter, so that docs/ and the demo pages that show them have one
// source (docs/template-guide.md is the guide page's text). It knows what those documents use and
// nothing more: ATX headings, paragraphs, flat lists, fenced code, pipe tables, and inline code,
// strong and emphasised text and links. A line that is an HTML comment is handed to `comment`
// (the guide's live examples are such comments, invisible where Markdown is read); whatever else
// looks like HTML is shown as text. Everything from the document is escaped.

export interface MarkdownOptions {
  /** What a comment line (`<!-- … -->`, its inside trimmed) becomes; nothing when absent. */
  comment?: (text: string) => string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * A heading's anchor, as GitHub makes it: lower case, punctuation dropped, spaces as hyphens, so
 * a link to `#the-script-tag` works in the Markdown and on the page alike.
 */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A link the page may carry: http(s), mail, or an address without a scheme (relative, #). */
function isSafeHref(href: string): boolean {
  const scheme = /^([a-z][\w+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || ['http', 'https', 'mailto'].includes(scheme);
}

/** Code spans, links, strong and emphasised text; labels may hold the others. */
const INLINE =
  /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<![\p{L}\p{N}_])_(.+?)_(?![\p{L}\p{N}_])/gu;

export function renderInline(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    html += escapeHtml(text.slice(last, match.index));
    const [, code, label, href, strong, emphasis] = match;
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (label !== undefined && href !== undefined) {
      // Any other scheme (javascript:, data:) leaves the label as text.
      html += isSafeHref(href)
        ? `<a href="${escapeHtml(href)}">${renderInline(label)}</a>`
        : renderInline(label);
    } else if (strong !== undefined) html += `<strong>${renderInline(strong)}</strong>`;
    else if (emphasis !== undefined) html += `<em>${renderInline(emphasis)}</em>`;
    last = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(last));
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^(`{3,})\s*([\w-]*)/;
const LIST_ITEM = /^(?:([-*])|(\d+)\.)\s+(.*)$/;
const COMMENT = /^<!--\s*([\s\S]*?)\s*-->$/;
const TABLE_ROW = /^\|.*\|\s*$/;
const TABLE_RULE = /^\|(\s*:?-+:?\s*\|)+\s*$/;

function tableCells(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function renderTable(rows: string[]): string {
  const [head = '', , ...body] = rows;
  const headCells = tableCells(head)
    .map((cell) => `<th scope="col">${renderInline(cell)}</th>`)
    .join('');
  const bodyRows = body
    .map(
      (row) =>
        `<tr>${tableCells(row)
          .map((cell) => `<td>${renderInline(cell)}</td>`)
          .join('')}</tr>`,
    )
    .join('\n');
  return `<table class="demo-table"><thead><tr>${headCells}</tr></thead><tbody>\n${bodyRows}\n</tbody></table>`;
}

/** Converts a Markdown document to HTML. */
export function renderMarkdown(source: string, options: MarkdownOptions = {}): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let index = 0;
  const startsBlock = (line: string): boolean =>
    line.trim() === '' ||
    HEADING.test(line) ||
    FENCE.test(line) ||
    LIST_ITEM.test(line) ||
    COMMENT.test(line.trim()) ||
    TABLE_ROW.test(line);

  while (index < lines.length) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      index += 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading?.[1] && heading[2] !== undefined) {
      const level = heading[1].length;
      const text = heading[2];
      const slug = headingSlug(text.replace(/`/g, ''));
      out.push(`<h${level} id="${escapeHtml(slug)}">${renderInline(text)}</h${level}>`);
      index += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence?.[1]) {
      const marker = fence[1];
      const language = fence[2] ?? '';
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] ?? '').startsWith(marker)) {
        code.push(lines[index] ?? '');
        index += 1;
      }
      index += 1; // the closing fence
      const className = language ? ` class="language-${escapeHtml(language)}"` : '';
      out.push(
        `<pre class="doc-code"><code${className}>${escapeHtml(code.join('\n'))}</code></pre>`,
      );
      continue;
    }
    const comment = COMMENT.exec(line.trim());
    if (comment) {
      const rendered = options.comment?.(comment[1] ?? '');
      if (rendered) out.push(rendered);
      index += 1;
      continue;
    }
    if (TABLE_ROW.test(line) && TABLE_RULE.test(lines[index + 1] ?? '')) {
      const rows: string[] = [];
      while (index < lines.length && TABLE_ROW.test(lines[index] ?? '')) {
        rows.push(lines[index] ?? '');
        index += 1;
      }
      out.push(renderTable(rows));
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      while (index < lines.length) {
        const current = LIST_ITEM.exec(lines[index] ?? '');
        if (!current || (current[2] !== undefined) !== ordered) break;
        const text = [current[3] ?? ''];
        index += 1;
        // An item goes on over the indented lines after it.
        while (index < lines.length && /^\s{2,}\S/.test(lines[index] ?? '')) {
          text.push((lines[index] ?? '').trim());
          index += 1;
        }
        items.push(`<li>${renderInline(text.join(' '))}</li>`);
        // A blank line between items keeps the list going.
        if ((lines[index] ?? '').trim() === '' && LIST_ITEM.test(lines[index + 1] ?? '')) {
          index += 1;
        }
      }
      const tag = ordered ? 'ol' : 'ul';
      out.push(`<${tag}>\n${items.join('\n')}\n</${tag}>`);
      continue;
    }
    const paragraph: string[] = [];
    while (index < lines.length && (paragraph.length === 0 || !startsBlock(lines[index] ?? ''))) {
      paragraph.push((lines[index] ?? '').trim());
      index += 1;
    }
    out.push(`<p>${renderInline(paragraph.join(' '))}</p>`);
  }
  return out.join('\n');
}
