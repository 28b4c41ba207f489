import * as dom from './dom';
/** A new element with its class names and, when given, its text (never HTML). */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  textContent?: string,
): HTMLElementTagNameMap[K] {
  const node = dom.create(tag);
  node.className = className;
  if (textContent !== undefined) node.textContent = textContent;
  return node;
}
