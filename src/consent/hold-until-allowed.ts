// Holds a block's third-party content back under the restrictive cookie policy until the visitor
// allows it: a click-to-load card in the block (./consent-card.ts) offers the cookie preferences
// (accepting there allows it on the whole site) and a button that loads it for this page view.
// Without the policy, or once allowed, `start` runs at once. Used by code blocks and embeds.
import type { ServerDom } from '../runtime/server-dom';
import './consent-card.css';
import { consentCard } from './consent-card';
import { needsThirdPartyConsent, whenThirdPartyAllowed } from './third-party';
import * as dom from '../lib/dom';

export interface HoldOptions {
  /** The block element: it takes the focus when the card that had it goes away. */
  element: HTMLElement;
  /** Unique on the page: names the card's text. */
  id: string;
  server: Pick<ServerDom, 'add' | 'setAttribute' | 'container'>;
  signal: AbortSignal;
  /** What would load, and from whom. */
  text: string;
  loadLabel: string;
  /** Where the card goes: into `parent` (default the block's container), before `before`
   * (default its first child; null: at its end). */
  parent?: Node;
  before?: Node | null;
  /** Loads the content; runs at most once, never after `signal` aborts. */
  start: () => void;
}

export function holdUntilAllowed(options: HoldOptions): void {
  const { element, id, server, signal, start } = options;
  let started = false;
  let card: HTMLElement | null = null;
  let openedPreferences = false;

  const go = (moveFocus: boolean) => {
    if (started || signal.aborted) return;
    started = true;
    card?.remove();
    if (moveFocus) {
      // The card had the focus, or opened the banner that had it: it stays in the block.
      server.setAttribute(element, 'tabindex', '-1');
      element.focus();
    }
    start();
  };

  if (!needsThirdPartyConsent()) {
    go(false);
    return;
  }
  card = consentCard({
    text: options.text,
    loadLabel: options.loadLabel,
    textId: `${id}-consent`,
    onLoad: () => go(true),
    signal,
    preferences: true,
  });
  const parent = options.parent ?? server.container;
  server.add(card, parent, options.before === undefined ? parent.firstChild : options.before);
  card.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('[data-cookie-preferences]')) openedPreferences = true;
    },
    { signal },
  );
  whenThirdPartyAllowed(
    () => go(openedPreferences || (card?.contains(dom.activeElement()) ?? false)),
    signal,
  );
}
