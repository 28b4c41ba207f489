// The 7.1 header's phone menu: the burger buttons open `.header-menu`, its folders slide in and go
// back. What the template's stylesheet keys on (site.css of the 2026 pages): `header--menu-open` on
// <body> shows the menu and stops the page scrolling, `burger--active` turns the burger into a
// cross, `header-menu-nav-folder--active` slides a folder in and `header-menu-nav-folder--open`
// slides the one it came from out; `.header-menu-nav-folder .header-menu-nav-folder` is never
// shown, so a folder the server nested in the root is moved beside it before it first opens.
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as strings from '../../src/i18n/strings';
import { actAsButton } from '../../src/navigation/button-role';
import { disclosure, type Disclosure } from '../../src/navigation/disclosure';
import { ensureId } from '../../src/navigation/element-id';
import { focusableIn } from '../../src/navigation/focusable';
import { phoneMenu } from '../../src/navigation/phone-menu';
import * as dom from '../../src/lib/dom';

const ACTIVE = 'header-menu-nav-folder--active';
const SLID_AWAY = 'header-menu-nav-folder--open';

interface Folder {
  element: HTMLElement;
  /** The folder whose item opens this one. */
  parent: HTMLElement;
  trigger: HTMLElement;
  state: Disclosure;
}

export function attachHeader({ element, server, signal }: ControllerProps): () => void {
  const doc = element.ownerDocument;
  const panel = element.querySelector<HTMLElement>('.header-menu');
  const toggles = Array.from(element.querySelectorAll<HTMLElement>('.header-burger-btn'));
  if (!panel) throw new BlockSkip('No .header-menu in the header');
  if (toggles.length === 0) throw new BlockSkip('No .header-burger-btn in the header');
  const list = panel.querySelector<HTMLElement>('.header-menu-nav-list') ?? panel;
  const root =
    panel.querySelector<HTMLElement>('.header-menu-nav-folder[data-folder="root"]') ?? list;

  // Some headers give their skip link tabindex="1": it is the header's first link anyway, and a
  // positive tabindex reorders the whole page's tab sequence for keyboard users.
  for (const skip of Array.from(element.querySelectorAll<HTMLElement>('.header-skip-link'))) {
    if (skip.tabIndex > 0) server.setAttribute(skip, 'tabindex', null);
  }

  // The button's name: the server's own texts (localised), referenced while hidden, so nothing
  // shows or moves; our strings when a header has none.
  const names = toggles.map((toggle) => ({
    toggle,
    open: toggle.querySelector<HTMLElement>('.js-header-burger-open-title'),
    close: toggle.querySelector<HTMLElement>('.js-header-burger-close-title'),
  }));
  const showName = (open: boolean): void => {
    for (const { toggle, open: openText, close: closeText } of names) {
      const text = open ? closeText : openText;
      if (text) {
        toggle.removeAttribute('aria-label');
        toggle.setAttribute('aria-labelledby', ensureId(text, server, 'sr-burger-title'));
      } else {
        toggle.setAttribute(
          'aria-label',
          open ? strings.navigation.closeMenu : strings.navigation.openMenu,
        );
      }
    }
  };
  for (const { toggle } of names) {
    server.setAttribute(toggle, 'aria-labelledby', null);
    server.setAttribute(toggle, 'aria-label', toggle.getAttribute('aria-label'));
  }
  showName(false);

  const folders = new Map<HTMLElement, Folder>();
  const open: Folder[] = [];
  const folderInert: HTMLElement[] = [];

  /** Only the folder on show takes focus: the others are off to the side, still drawn. */
  const showOnly = (current: HTMLElement | null): void => {
    for (const element of folderInert.splice(0)) element.removeAttribute('inert');
    if (!current) return;
    for (const folder of [root, ...Array.from(folders.keys())]) {
      if (folder === current || folder.contains(current) || folder.hasAttribute('inert')) continue;
      folder.setAttribute('inert', '');
      folderInert.push(folder);
    }
  };

  const menu = phoneMenu({
    toggles,
    panel,
    server,
    signal,
    render: (isOpen) => {
      dom.body(doc).classList.toggle('header--menu-open', isOpen);
      for (const toggle of toggles) toggle.classList.toggle('burger--active', isOpen);
      showName(isOpen);
      if (isOpen) {
        placeFolders();
        showOnly(root);
      }
    },
    onClose: () => {
      while (open.length > 0) closeFolder(open[open.length - 1] as Folder, false);
      showOnly(null);
    },
  });

  let placed = false;
  /** Moves each folder beside the root, where the stylesheet slides it (once, on first opening). */
  const placeFolders = (): void => {
    if (placed) return;
    placed = true;
    for (const folder of folders.values()) {
      if (folder.element.parentElement !== list) server.adopt(folder.element, list);
    }
  };

  const openFolder = (folder: Folder): void => {
    folder.parent.classList.add(SLID_AWAY);
    folder.element.classList.add(ACTIVE);
    folder.state.set(true);
    open.push(folder);
    showOnly(folder.element);
    focusableIn([folder.element])[0]?.focus({ preventScroll: true });
  };

  const closeFolder = (folder: Folder, returnFocus = true): void => {
    const index = open.indexOf(folder);
    if (index < 0) return;
    // Deeper folders go first.
    for (const deeper of open.splice(index).reverse()) {
      deeper.parent.classList.remove(SLID_AWAY);
      deeper.element.classList.remove(ACTIVE);
      deeper.state.set(false);
    }
    showOnly(menu.isOpen ? folder.parent : null);
    if (returnFocus) folder.trigger.focus({ preventScroll: true });
  };

  for (const trigger of Array.from(panel.querySelectorAll<HTMLElement>('[data-folder-id]'))) {
    const id = trigger.getAttribute('data-folder-id') ?? '';
    const target = Array.from(
      panel.querySelectorAll<HTMLElement>('.header-menu-nav-folder[data-folder]'),
    ).find((candidate) => candidate.getAttribute('data-folder') === id);
    if (!target || target === root || folders.has(target)) continue;
    const parent =
      trigger.parentElement?.closest<HTMLElement>('.header-menu-nav-folder[data-folder]') ?? root;
    const folder: Folder = {
      element: target,
      parent,
      trigger,
      state: disclosure({
        trigger,
        target,
        server,
        signal,
        toggle: (wanted) => (wanted ? openFolder(folder) : closeFolder(folder)),
      }),
    };
    folders.set(target, folder);
    // "Back" in the folder returns to the one it came from.
    for (const back of Array.from(target.querySelectorAll<HTMLElement>('[data-action="back"]'))) {
      if (back.closest('.header-menu-nav-folder[data-folder]') !== target) continue;
      actAsButton(back, server, signal, () => closeFolder(folder));
    }
  }

  return () => menu.close(false);
}
