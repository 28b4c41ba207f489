// Templates whose phone menu is opened and closed by several controllers, one per button (7.0
// `NavToggle`, `MobileOverlayToggle`): each joins the one menu of its panel. The menu lives while
// any of them runs.
import { phoneMenu, type MenuMember, type PhoneMenu, type PhoneMenuOptions } from './phone-menu';

interface Shared {
  menu: PhoneMenu;
  members: number;
  stop: AbortController;
}

const menus = new WeakMap<HTMLElement, Shared>();

/** The menu of `panel`, made with `options` by the first member to ask; `member` joins it. */
export function sharedPhoneMenu(
  panel: HTMLElement,
  member: MenuMember,
  options: Omit<PhoneMenuOptions, 'toggles' | 'panel' | 'server' | 'signal'>,
): PhoneMenu {
  let shared = menus.get(panel);
  if (!shared) {
    const stop = new AbortController();
    const menu = phoneMenu({
      ...options,
      toggles: [],
      panel,
      server: member.server,
      signal: stop.signal,
    });
    shared = { menu, members: 0, stop };
    menus.set(panel, shared);
  }
  const joined = shared;
  joined.members += 1;
  member.signal.addEventListener(
    'abort',
    () => {
      joined.members -= 1;
      if (joined.members > 0) return;
      joined.stop.abort();
      if (menus.get(panel) === joined) menus.delete(panel);
    },
    { once: true },
  );
  return joined.menu;
}
