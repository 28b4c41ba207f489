// A folder of a phone menu as a disclosure: the element that opens it is a button with
// `aria-expanded` and `aria-controls`; each family says what opening looks like (`render`).
import type { ServerDom } from '../runtime/server-dom';
import { actAsButton } from './button-role';
import { ensureId } from './element-id';

export interface DisclosureOptions {
  trigger: HTMLElement;
  target: HTMLElement;
  server: ServerDom;
  signal: AbortSignal;
  /** Called on every activation with the state asked for. */
  toggle: (open: boolean) => void;
}

export interface Disclosure {
  readonly isOpen: boolean;
  /** Records the state (aria-expanded); the caller has shown it. */
  set: (open: boolean) => void;
}

export function disclosure(options: DisclosureOptions): Disclosure {
  const { trigger, target, server, signal } = options;
  let open = false;
  server.setAttribute(trigger, 'aria-controls', ensureId(target, server, 'sr-folder'));
  server.setAttribute(trigger, 'aria-expanded', 'false');
  actAsButton(trigger, server, signal, () => options.toggle(!open));
  return {
    get isOpen() {
      return open;
    },
    set(next) {
      open = next;
      trigger.setAttribute('aria-expanded', String(next));
    },
  };
}
