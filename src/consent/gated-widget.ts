// A block whose content is a third-party widget (table booking, scheduling, tour dates): a card
// with what the block offers and a link to it on the provider's site, shown at once; the widget
// replaces it once it may and could load (./gated-load.ts). The block's server nodes are kept,
// hidden, and come back on unmount.
import type { BlockProps, Cleanup, Logger } from '../runtime/types';
import { gatedLoad, type Gate, type GateStrings } from './gated-load';
import * as dom from '../lib/dom';

export interface GatedWidgetOptions {
  props: Pick<BlockProps<unknown>, 'id' | 'server' | 'signal'>;
  /** The family's class on the block's root (`sr-reservation`). */
  className: string;
  /** The card's heading: what the widget offers ("Book a table"). */
  title: string;
  /** A way to the same service without the widget. */
  link: { href: string; label: string } | null;
  strings: GateStrings;
  /** Draws the widget in `frame`; rejects when it could not. */
  start: (frame: HTMLElement, byVisitor: boolean) => Promise<void>;
  log: Logger;
}

export interface GatedWidget {
  root: HTMLElement;
  frame: HTMLElement;
  gate: Gate;
  cleanup: Cleanup;
}

export function gatedWidget(options: GatedWidgetOptions): GatedWidget {
  const { props, className } = options;
  const { server, signal, id } = props;
  const root = dom.create('div');
  root.className = `sr-widget ${className}`;
  const card = dom.create('div');
  card.className = 'sr-widget__card';
  const title = dom.create('p');
  title.className = 'sr-widget__title';
  title.textContent = options.title;
  card.append(title);
  if (options.link) {
    const link = dom.create('a');
    link.className = 'sr-widget__link';
    link.href = options.link.href;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = options.link.label;
    card.append(link);
  }
  const status = dom.create('p');
  status.className = 'sr-widget__status';
  status.setAttribute('role', 'status');
  const actions = dom.create('div');
  actions.className = 'sr-widget__actions';
  card.append(status, actions);
  const frame = dom.create('div');
  frame.className = 'sr-widget__frame';
  frame.hidden = true;
  root.append(card, frame);
  server.stash();
  server.add(root, server.container);

  const gate = gatedLoad({
    id,
    status,
    actions,
    strings: options.strings,
    start: async (byVisitor) => {
      frame.hidden = false;
      try {
        await options.start(frame, byVisitor);
      } catch (error) {
        frame.replaceChildren();
        frame.hidden = true;
        throw error;
      }
      card.hidden = true;
    },
    onState: (state) => {
      root.dataset.srWidgetState = state;
      root.setAttribute('aria-busy', String(state === 'loading'));
    },
    log: options.log,
    signal,
  });

  return {
    root,
    frame,
    gate,
    cleanup: () => {
      frame.replaceChildren();
    },
  };
}

/**
 * Resolves once a provider's script has drawn into `host` (anything more than `placeholder` in
 * it, or `placeholder` filled or replaced); rejects after `timeoutMs`.
 */
export function whenDrawn(
  host: HTMLElement,
  placeholder: Element,
  timeoutMs: number,
): Promise<void> {
  const drawn = () =>
    !placeholder.isConnected || placeholder.childElementCount > 0 || host.childElementCount > 1;
  if (drawn()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (!drawn()) return;
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    });
    observer.observe(host, { childList: true, subtree: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`The widget drew nothing within ${timeoutMs} ms`));
    }, timeoutMs);
  });
}
