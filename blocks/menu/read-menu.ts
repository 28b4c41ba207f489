import { BlockSkip } from '../../src/runtime/types';
import type {
  ContainerTag,
  ElementShell,
  MenuBlockData,
  MenuPanelData,
  MenuTabData,
  TabTag,
} from './types';

export const ACTIVE_TAB_CLASS = 'menu-select-labels--active';
export const ACTIVE_MENU_CLASS = 'menu-active';

const CONTAINER_TAGS: readonly ContainerTag[] = [
  'div',
  'section',
  'article',
  'aside',
  'nav',
  'header',
  'footer',
  'ul',
  'ol',
];
const TAB_TAGS: readonly TabTag[] = ['div', 'span', 'button', 'li'];

const FOCUSABLE =
  'a[href], area[href], button, input:not([type="hidden"]), select, textarea, iframe, ' +
  'audio[controls], video[controls], summary, [contenteditable=""], [contenteditable="true"], ' +
  '[tabindex]:not([tabindex="-1"])';

function classesWithout(element: Element, removed: string): string {
  return Array.from(element.classList)
    .filter((name) => name !== removed)
    .join(' ');
}

function shell(element: Element, removedClass = ''): ElementShell {
  const tagName = element.tagName.toLowerCase();
  const attributes: Record<string, string> = {};
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'id' || name.startsWith('data-')) attributes[name] = value;
  }
  return {
    tag: CONTAINER_TAGS.find((tag) => tag === tagName) ?? 'div',
    className: classesWithout(element, removedClass),
    attributes,
  };
}

function readTab(label: Element, index: number): MenuTabData {
  const tagName = label.tagName.toLowerCase();
  const text = (label.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (!text) throw new BlockSkip(`menu tab ${index + 1} has no label text`);
  return {
    // A <label> cannot take role="tab"; a span renders the same (inline) box.
    tag: TAB_TAGS.find((tag) => tag === tagName) ?? 'span',
    className: classesWithout(label, ACTIVE_TAB_CLASS),
    label: text,
  };
}

function readPanel(panel: Element): MenuPanelData {
  return {
    ...shell(panel, ACTIVE_MENU_CLASS),
    html: panel.innerHTML,
    hasFocusable: panel.querySelector(FOCUSABLE) !== null,
  };
}

/** Anything besides `allowed` would be lost in the re-render, so such markup is not ours to take. */
function requireOnly(parent: Element, allowed: Element[]): void {
  const extra = Array.from(parent.children).find((child) => !allowed.includes(child));
  if (extra) {
    const name = `${extra.tagName.toLowerCase()}${extra.className ? `.${extra.classList[0]}` : ''}`;
    throw new BlockSkip(`menu block has unexpected content: ${name}`);
  }
}

/**
 * Reads a menu block (type 18). Tabs are the `.menu-select-labels`, all in one element beside
 * `.menus`; each element child of `.menus` is one menu, in the labels' order.
 */
export function readMenu(element: HTMLElement): MenuBlockData {
  // The same element the runtime mounts into (its default container).
  const content = element.querySelector(':scope > .sqs-block-content') ?? element;
  const menus = content.querySelector('.menus');
  const root = menus?.parentElement;
  if (!menus || !root) throw new BlockSkip('menu block has no .menus element');
  const panels = Array.from(menus.children);
  if (panels.length === 0) throw new BlockSkip('menu block has no menus inside .menus');

  const wrappers: Element[] = [];
  for (let node: Element | null = root; node && node !== content; node = node.parentElement) {
    wrappers.unshift(node);
  }
  let parent: Element = content;
  for (const wrapper of wrappers) {
    requireOnly(parent, [wrapper]);
    parent = wrapper;
  }

  const labels = Array.from(root.querySelectorAll('.menu-select-labels')).filter(
    (label) => !menus.contains(label),
  );
  const selector = labels[0]?.parentElement ?? null;
  if (
    selector &&
    (selector.parentElement !== root || labels.some((l) => l.parentElement !== selector))
  ) {
    throw new BlockSkip('menu tab labels must sit together in one element beside .menus');
  }
  requireOnly(root, selector ? [selector, menus] : [menus]);
  if (labels.length !== panels.length && !(panels.length === 1 && labels.length === 0)) {
    throw new BlockSkip(`menu block has ${panels.length} menus but ${labels.length} tab labels`);
  }

  const activeLabel = labels.findIndex((label) => label.classList.contains(ACTIVE_TAB_CLASS));
  const activePanel = panels.findIndex((panel) => panel.classList.contains(ACTIVE_MENU_CLASS));
  return {
    wrappers: wrappers.map((wrapper) => shell(wrapper)),
    selector: selector ? { ...shell(selector), tabs: labels.map(readTab) } : null,
    selectorFirst:
      !selector ||
      Boolean(selector.compareDocumentPosition(menus) & Node.DOCUMENT_POSITION_FOLLOWING),
    menus: shell(menus),
    panels: panels.map(readPanel),
    initialIndex: activeLabel >= 0 ? activeLabel : Math.max(activePanel, 0),
  };
}
