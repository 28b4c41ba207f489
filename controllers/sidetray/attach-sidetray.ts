// The Skye family's side tray: every `NavToggle` joins the one menu of `#sideTrayWrapper` (the
// close toggle beside it closes it); `Folders` and `SocialToggle` are disclosures.
import * as strings from '../../src/i18n/strings';
import { hasOwnName } from '../../src/navigation/accessible-name';
import { disclosure } from '../../src/navigation/disclosure';
import { sharedPhoneMenu } from '../../src/navigation/shared-menu';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

export function attachNavToggle({ element, server, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  const panel = dom.query<HTMLElement>(doc, '#sideTrayWrapper, .sidetray-wrapper');
  if (!panel) throw new BlockSkip('No #sideTrayWrapper on the page');
  const member = { element, server, signal };
  const menu = sharedPhoneMenu(panel, member, {
    render: (open) => dom.body(doc).classList.toggle('sidetray-open', open),
  });
  if (element.matches('.nav-toggle-close-label')) {
    menu.addCloser(member, strings.navigation.closeMenu);
  } else menu.addToggle(member, strings.navigation.openMenu);
}

export function attachFolders({ element, server, signal }: ControllerProps): void {
  const trigger = element.querySelector<HTMLElement>(':scope > .folder-toggle');
  const target = element.querySelector<HTMLElement>(':scope > .subnav');
  if (!trigger || !target) throw new BlockSkip('No .folder-toggle with a .subnav in the folder');
  const state = disclosure({
    trigger,
    target,
    server,
    signal,
    toggle: (open) => {
      element.classList.toggle('folder-open', open);
      state.set(open);
    },
  });
  signal.addEventListener('abort', () => element.classList.remove('folder-open'), { once: true });
}

export function attachSocialToggle({ element, server, signal }: ControllerProps): void {
  const doc = element.ownerDocument;
  // The header's links follow the ellipsis; the phone bar's are the page's .mobile-social.
  const target =
    (element.nextElementSibling?.matches('.sqs-template-social-icons, nav')
      ? (element.nextElementSibling as HTMLElement)
      : null) ?? dom.query<HTMLElement>(doc, '.mobile-social');
  if (!target) throw new BlockSkip('No social links next to the toggle');
  if (!hasOwnName(element)) server.setAttribute(element, 'aria-label', strings.navigation.social);
  const state = disclosure({
    trigger: element,
    target,
    server,
    signal,
    toggle: (open) => {
      dom.body(doc).classList.toggle('social-open', open);
      state.set(open);
    },
  });
  signal.addEventListener('abort', () => dom.body(doc).classList.remove('social-open'), {
    once: true,
  });
}

/**
 * The search icon is a link to the search page, which works without script; it shows icons only,
 * so it gets a name.
 */
export function attachSearchToggle({ element, server }: ControllerProps): void {
  if (!hasOwnName(element)) server.setAttribute(element, 'aria-label', strings.navigation.search);
}
