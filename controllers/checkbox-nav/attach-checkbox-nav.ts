// Checkbox menus and folders: the labels of the checkbox are the buttons.
import * as strings from '../../src/i18n/strings';
import { buttonFor } from '../../src/navigation/button-role';
import { disclosure } from '../../src/navigation/disclosure';
import { phoneMenu } from '../../src/navigation/phone-menu';
import { ownedClass } from '../../src/lib/owned-class';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** What the doncab templates' stylesheet reads on <html> and <body> while the menu is open. */
const OPEN = 'mobile-menu-open';

function labelsOf(checkbox: HTMLInputElement): HTMLElement[] {
  return Array.from(dom.queryAll<HTMLElement>(checkbox.ownerDocument, 'label[for]')).filter(
    (label) => label.getAttribute('for') === checkbox.id,
  );
}

/** The element a `:checked ~ …` rule reveals: the first following sibling that holds a nav. */
function revealed(checkbox: HTMLElement): HTMLElement | null {
  for (let node = checkbox.nextElementSibling; node; node = node.nextElementSibling) {
    if (node.matches('nav, .nav-wrapper') || node.querySelector('nav')) return node as HTMLElement;
  }
  return null;
}

/**
 * The menu a hidden checkbox opens, its labels as the buttons; `render` adds what a template shows
 * beside the checkbox's `checked`. `panel` defaults to the navigation the checkbox reveals.
 */
export function checkboxMenu(
  { element, server, signal }: ControllerProps,
  render: (open: boolean) => void = () => undefined,
  panel: HTMLElement | null = revealed(element),
): void {
  const checkbox = element as HTMLInputElement;
  const toggles = labelsOf(checkbox).map((label) => buttonFor(label, server, signal));
  if (toggles.length === 0) throw new BlockSkip(`No label for #${checkbox.id}`);
  if (!panel) throw new BlockSkip(`No navigation after #${checkbox.id}`);
  const menu = phoneMenu({
    toggles: [],
    panel,
    server,
    signal,
    render: (open) => {
      checkbox.checked = open;
      render(open);
    },
  });
  for (const toggle of toggles) {
    menu.addToggle({ element: toggle, server, signal }, strings.navigation.openMenu);
  }
}

export function attachCheckboxNavToggle(props: ControllerProps): void {
  checkboxMenu(props);
}

export function attachCheckboxFolderToggle({ element, server, signal }: ControllerProps): void {
  const checkbox = element as HTMLInputElement;
  const label = labelsOf(checkbox)[0];
  const target = checkbox.parentElement?.querySelector<HTMLElement>(':scope > .subnav');
  if (!label || !target) throw new BlockSkip(`No label and .subnav for #${checkbox.id}`);
  const trigger = buttonFor(label, server, signal);
  const state = disclosure({
    trigger,
    target,
    server,
    signal,
    toggle: (open) => {
      checkbox.checked = open;
      state.set(open);
    },
  });
  state.set(checkbox.checked);
  signal.addEventListener('abort', () => (checkbox.checked = false), { once: true });
}

/** The doncab templates' phone menu: the checkbox menu, shown with `mobile-menu-open`. */
export function attachMobileNavController(props: ControllerProps): void {
  const { element, signal } = props;
  if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox' || !element.id) {
    throw new BlockSkip('MobileNavController is not on a checkbox with an id');
  }
  const doc = element.ownerDocument;
  const onRoot = ownedClass(dom.root(doc), OPEN, signal);
  const onBody = ownedClass(dom.body(doc), OPEN, signal);
  const overlay = dom.byId('overlayNav', doc) ?? dom.query(doc, '.overlay-nav-container');
  checkboxMenu(
    props,
    (open) => {
      onRoot(open);
      onBody(open);
    },
    overlay instanceof HTMLElement ? overlay : undefined,
  );
}
