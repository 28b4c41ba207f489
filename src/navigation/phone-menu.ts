// The behaviour every template's phone menu shares, whatever its markup: buttons with a name and
// `aria-expanded` that open and close one panel; on opening, focus moves into the panel and Tab and
// Shift+Tab wrap inside it (with the button that opened it, which closes it again); the page behind
// is inert and does not scroll; Escape closes it and focus returns to the button; following a link
// in it closes it. Each template family says how its markup shows the state (`render`), with the
// classes its CSS keys on.
import type { ServerDom } from '../runtime/server-dom';
import { StyleJournal } from '../images/style-journal';
import { ensureId } from './element-id';
import { focusableIn, isShown } from './focusable';
import { inertOutside } from './inert-outside';
import { hasOwnName } from './accessible-name';
import { actAsButton } from './button-role';
import * as dom from '../lib/dom';
import './phone-menu.css';

/** Marks an enhanced menu panel: the pack's stylesheet turns its transitions off on request. */
export const MENU_ATTRIBUTE = 'data-sr-menu';

export interface PhoneMenuOptions {
  /** The buttons (or button-like elements) that open and close the panel. */
  toggles: readonly HTMLElement[];
  /** What opens: the menu's own element. */
  panel: HTMLElement;
  server: ServerDom;
  signal: AbortSignal;
  /** Shows the state the template's way (its classes, its button texts). */
  render: (open: boolean) => void;
  /** Where focus goes when the menu opens; default the first element Tab reaches in the panel. */
  initialFocus?: () => HTMLElement | null;
  /** Called when the menu closes (folders go back to the top, say). */
  onClose?: () => void;
}

/** What wires one more element to a menu: its own journal and lifetime. */
export interface MenuMember {
  element: HTMLElement;
  server: ServerDom;
  signal: AbortSignal;
}

export interface PhoneMenu {
  readonly isOpen: boolean;
  open: (from: HTMLElement) => void;
  close: (returnFocus?: boolean) => void;
  /** Wires a button that opens and closes the menu; it is named `fallbackName` if it has none. */
  addToggle: (member: MenuMember, fallbackName?: string) => void;
  /**
   * Wires an element that only closes the menu. One outside the panel stays reachable while the
   * menu is open; a backdrop (an element with no content) takes clicks only, not the focus.
   */
  addCloser: (member: MenuMember, fallbackName?: string) => void;
}

export function phoneMenu(options: PhoneMenuOptions): PhoneMenu {
  const { panel, server, signal, render } = options;
  const doc = panel.ownerDocument;
  const panelId = ensureId(panel, server, 'sr-menu');
  const toggles = new Set<HTMLElement>();
  /** Closers outside the panel: kept out of the inert page while the menu is open. */
  const outsideClosers = new Set<HTMLElement>();
  let opener: HTMLElement | null = null;
  let restoreInert: (() => void) | null = null;
  const scrollLock = new StyleJournal();

  server.setAttribute(panel, MENU_ATTRIBUTE, '');

  /** Removes `element` from `set` when its member's signal aborts. */
  const keepWhileAlive = (set: Set<HTMLElement>, { element, signal: alive }: MenuMember): void => {
    set.add(element);
    alive.addEventListener('abort', () => set.delete(element), { once: true });
  };

  const name = ({ element, server: journal }: MenuMember, fallbackName?: string): void => {
    if (fallbackName && !hasOwnName(element)) {
      journal.setAttribute(element, 'aria-label', fallbackName);
    }
  };

  /** What the trap cycles through: the panel with the button that opened it and outside closers. */
  const trapped = (): Element[] => {
    const roots: Element[] = [panel];
    if (opener && !panel.contains(opener)) roots.unshift(opener);
    for (const closer of outsideClosers) if (!roots.includes(closer)) roots.push(closer);
    return roots;
  };
  const focusables = (): HTMLElement[] => focusableIn(trapped());

  const onKey = (event: KeyboardEvent): void => {
    if (!menu.isOpen) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      menu.close();
      return;
    }
    if (event.key !== 'Tab') return;
    const reachable = focusables();
    const first = reachable[0];
    const last = reachable[reachable.length - 1];
    if (!first || !last) return;
    const active = dom.activeElement(doc);
    const inside = reachable.includes(active as HTMLElement);
    if (!inside || (event.shiftKey ? active === first : active === last)) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  /**
   * Moves focus into the panel. A template that fades its menu in keeps it `visibility: hidden`
   * until the next frame, and a hidden element takes no focus: then it tries again, a frame at a
   * time, while the menu stays open.
   */
  const focusInside = (from: HTMLElement, frames = 30): void => {
    if (opener !== from) return;
    const target =
      options.initialFocus?.() ?? focusableIn([panel])[0] ?? focusables().find((e) => e !== from);
    if (target) target.focus({ preventScroll: true });
    if (panel.contains(dom.activeElement(doc))) return;
    if (frames > 0 && typeof requestAnimationFrame === 'function') {
      requestAnimationFrame(() => focusInside(from, frames - 1));
    } else if (!target) {
      // Nothing to focus in it: the panel itself takes the focus, so Escape and Tab still work.
      server.setAttribute(panel, 'tabindex', '-1');
      panel.focus({ preventScroll: true });
    }
  };

  const menu: PhoneMenu = {
    get isOpen() {
      return opener !== null;
    },
    open(from) {
      if (opener) return;
      opener = from;
      for (const toggle of toggles) toggle.setAttribute('aria-expanded', 'true');
      render(true);
      restoreInert = inertOutside(trapped());
      // The page behind stays where it is while the menu covers it.
      scrollLock.set(dom.root(doc), 'overflow', 'hidden');
      focusInside(from);
    },
    close(returnFocus = true) {
      const from = opener;
      if (!from) return;
      opener = null;
      for (const toggle of toggles) toggle.setAttribute('aria-expanded', 'false');
      restoreInert?.();
      restoreInert = null;
      scrollLock.restore();
      render(false);
      options.onClose?.();
      if (returnFocus && isShown(from)) from.focus({ preventScroll: true });
    },
    addToggle(member, fallbackName) {
      const { element, server: journal, signal: alive } = member;
      journal.setAttribute(element, 'aria-expanded', String(menu.isOpen));
      journal.setAttribute(element, 'aria-controls', panelId);
      actAsButton(element, journal, alive, () => (menu.isOpen ? menu.close() : menu.open(element)));
      name(member, fallbackName);
      keepWhileAlive(toggles, member);
    },
    addCloser(member, fallbackName) {
      const { element, server: journal, signal: alive } = member;
      if (element.childElementCount === 0 && !element.textContent?.trim()) {
        // A backdrop: a click on it closes the menu; it is nothing to tab to.
        element.addEventListener('click', () => menu.close(), { signal: alive });
        return;
      }
      actAsButton(element, journal, alive, () => menu.close());
      name(member, fallbackName);
      if (panel.contains(element)) return;
      // Outside the panel, it is part of the open menu: it says which panel it controls.
      journal.setAttribute(element, 'aria-controls', panelId);
      keepWhileAlive(outsideClosers, member);
    },
  };
  for (const toggle of options.toggles) menu.addToggle({ element: toggle, server, signal });

  dom.on(doc, 'keydown', onKey, { signal });
  // A link followed inside the menu (an anchor on this page, say) closes it.
  panel.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (link && !event.defaultPrevented && link.getAttribute('role') !== 'button') {
        menu.close(false);
      }
    },
    { signal },
  );
  // Past the phone breakpoint the template hides the button: a menu left open would keep the page
  // locked, so it closes.
  dom.view(doc)?.addEventListener(
    'resize',
    () => {
      if (opener && !isShown(opener)) menu.close(false);
    },
    { signal },
  );
  signal.addEventListener('abort', () => menu.close(false), { once: true });
  return menu;
}
