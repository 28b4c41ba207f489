// The Brine family's overlay menu: every `MobileOverlayToggle` joins the one menu of the page's
// `.Mobile-overlay` (those inside it close it); `MobileOverlayFolders` turns folder buttons into
// disclosures that slide their folder in and go back.
import * as strings from '../../src/i18n/strings';
import { disclosure } from '../../src/navigation/disclosure';
import { focusableIn } from '../../src/navigation/focusable';
import { sharedPhoneMenu } from '../../src/navigation/shared-menu';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

const OPEN = 'is-mobile-overlay-active';

export function attachMobileOverlayToggle({ element, server, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  const panel =
    element.closest<HTMLElement>('.Mobile-overlay') ??
    dom.query<HTMLElement>(doc, '.Mobile-overlay');
  if (!panel) throw new BlockSkip('No .Mobile-overlay on the page');
  const menu = sharedPhoneMenu(
    panel,
    { element, server, signal },
    {
      render: (open) => dom.body(doc).classList.toggle(OPEN, open),
      onClose: () => panel.dispatchEvent(new CustomEvent('sr-menu-close')),
    },
  );
  const member = { element, server, signal };
  if (panel.contains(element)) menu.addCloser(member, strings.navigation.closeMenu);
  else menu.addToggle(member, strings.navigation.openMenu);
}

export function attachMobileOverlayFolders({ element, server, signal }: ControllerProps): void {
  const folders = Array.from(element.querySelectorAll<HTMLElement>('[data-controller-folder]'));
  let current: { folder: HTMLElement; trigger: HTMLElement; set: (open: boolean) => void } | null =
    null;
  const close = (returnFocus: boolean): void => {
    if (!current) return;
    const { folder, trigger, set } = current;
    current = null;
    element.classList.remove('has-active-folder');
    folder.classList.remove('is-active-folder');
    set(false);
    for (const other of folders) if (other !== folder) other.removeAttribute('inert');
    if (returnFocus) trigger.focus({ preventScroll: true });
  };
  for (const folder of folders) {
    const id = folder.getAttribute('data-controller-folder');
    const trigger = Array.from(
      element.querySelectorAll<HTMLElement>('[data-controller-folder-toggle]'),
    ).find(
      (candidate) =>
        !folder.contains(candidate) &&
        candidate.getAttribute('data-controller-folder-toggle') === id,
    );
    if (!trigger) continue;
    const state = disclosure({
      trigger,
      target: folder,
      server,
      signal,
      toggle: (open) => {
        if (!open) return close(true);
        close(false);
        current = { folder, trigger, set: state.set };
        element.classList.add('has-active-folder');
        folder.classList.add('is-active-folder');
        state.set(true);
        focusableIn([folder])[0]?.focus({ preventScroll: true });
      },
    });
    // Its "Back" button is inside it, with the same folder name.
    for (const back of Array.from(
      folder.querySelectorAll<HTMLElement>('[data-controller-folder-toggle]'),
    )) {
      back.addEventListener(
        'click',
        (event) => {
          event.preventDefault();
          close(true);
        },
        { signal },
      );
    }
  }
  // A menu that closes shows its top level the next time.
  element
    .closest('.Mobile-overlay')
    ?.addEventListener('sr-menu-close', () => close(false), { signal });
  signal.addEventListener('abort', () => close(false), { once: true });
}
