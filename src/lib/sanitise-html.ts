// The one allow-list sanitiser for every HTML field the runtime inserts: text from the page context
// (announcement bar, cookie banner) and from block JSON or form contexts (a form's success message
// and disclaimer). Whoever can change that data must not be able to run script through it. The
// HTML is parsed inert (in a <template>: no script runs, nothing loads), and only text tags, a few
// harmless attributes and followable links are kept.
import { createLogger } from '../runtime/logger';
import { boundedHtml, MAX_PARSED_TAGS } from './bounded-html';
import { normaliseLink } from './links';
import * as dom from './dom';

const log = createLogger('html');

/** Text tags whose markup is kept; any other element is replaced by its children. */
const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'cite',
  'code',
  'del',
  'div',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'ins',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
]);

/** Elements dropped with everything inside them: code, embedded content, foreign markup, forms. */
const DROPPED_TAGS: ReadonlySet<string> = new Set([
  'applet',
  'audio',
  'base',
  'button',
  'canvas',
  'embed',
  'form',
  'frame',
  'frameset',
  'iframe',
  'img',
  'input',
  'link',
  'math',
  'meta',
  'noembed',
  'noframes',
  'noscript',
  'object',
  'picture',
  'plaintext',
  'script',
  'select',
  'source',
  'style',
  'svg',
  'template',
  'textarea',
  'title',
  'track',
  'video',
  'xmp',
]);

/** Attributes kept on any allowed element (no style: the strict CSP; no on*: script). */
const GLOBAL_ATTRIBUTES: ReadonlySet<string> = new Set(['class', 'dir', 'lang', 'title']);

/** Link targets a visitor may follow from site text: web, mail, phone, or a relative path. */
const SAFE_LINK = /^(?:https?:|mailto:|tel:|[^:/?#]*(?:[/?#]|$))/i;

/** True for http(s), mailto, tel and relative links; false for javascript:, data: and the rest. */
export function isSafeLink(href: string): boolean {
  const link = normaliseLink(href);
  // A relative link has no scheme: anything before its first `/`, `?` or `#` holds no `:`.
  return SAFE_LINK.test(link);
}

function cleanAttributes(source: Element, target: Element): void {
  for (const { name, value } of Array.from(source.attributes)) {
    const attribute = name.toLowerCase();
    if (GLOBAL_ATTRIBUTES.has(attribute)) target.setAttribute(attribute, value);
  }
  if (target.localName !== 'a') return;
  const href = source.getAttribute('href');
  if (href !== null && isSafeLink(href)) target.setAttribute('href', href);
  if (source.getAttribute('target') === '_blank') {
    target.setAttribute('target', '_blank');
    // The opened page gets no handle on this one.
    target.setAttribute('rel', 'noopener noreferrer');
  }
}

/** Copies the allowed part of `source`'s children into `target`, building fresh nodes. */
function copyAllowed(source: ParentNode, target: ParentNode, doc: Document): void {
  for (const node of Array.from(source.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) {
      target.appendChild(dom.createText(node.textContent ?? '', doc));
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    // Only HTML elements: an svg or math subtree is foreign content, dropped with its tag.
    const tag = element.localName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      copyAllowed(element, target, doc);
      continue;
    }
    const copy = dom.create(tag, doc);
    cleanAttributes(element, copy);
    copyAllowed(element, copy, doc);
    target.appendChild(copy);
  }
}

/**
 * The allowed part of `html` as HTML: text tags with class, title, dir and lang, and links to
 * http(s), mailto, tel or relative targets. Never throws; anything else is dropped.
 */
export function sanitiseHtml(html: string, doc: Document = document): string {
  if (typeof html !== 'string' || html === '') return '';
  const bounded = boundedHtml(html);
  if (bounded.length < html.length) {
    log.warn(`HTML of more than ${MAX_PARSED_TAGS} tags: only its start is shown`);
  }
  const template = dom.create('template', doc);
  template.innerHTML = bounded;
  const clean = dom.create('div', doc);
  copyAllowed(template.content, clean, doc);
  return clean.innerHTML;
}
