// The steps a block goes through before showing third-party content (a map, a booking or
// scheduling widget, tour dates, comments): under the restrictive cookie policy it waits for
// consent (its card offers to load it this once); offline it waits for the network; then it
// loads, and a failure says so with "Try again". What loads, and how it is drawn, is the caller's
// `start`. One place for the messages and buttons, each block gives its own words.
import { consentCard } from './consent-card';
import { needsThirdPartyConsent, whenThirdPartyAllowed } from './third-party';
import type { Logger } from '../runtime/types';
import * as dom from '../lib/dom';

export type GateState = 'consent' | 'offline' | 'loading' | 'failed' | 'ready';

export interface GateStrings {
  /** What would load and from whom, with the cookies it may set. */
  consent: string;
  /** The card's button that loads it for this page view. */
  load: string;
  loading: string;
  offline: string;
  failed: string;
  retry: string;
}

export interface GatedLoadOptions {
  /** A page-unique id, for the card's text. */
  id: string;
  /** A `role="status"` element: the step's message goes here. */
  status: HTMLElement;
  /** Where the step's card or buttons go. */
  actions: HTMLElement;
  strings: GateStrings;
  /** Loads and draws the content; rejects when it could not. `byVisitor`: the visitor asked. */
  start: (byVisitor: boolean) => Promise<void>;
  onState?: (state: GateState) => void;
  log: Logger;
  signal: AbortSignal;
}

export interface Gate {
  /** Loads now if nothing holds it back (the visitor asked: consent is not waited for). */
  load: (byVisitor?: boolean) => void;
  state: () => GateState | null;
}

export function gatedLoad(options: GatedLoadOptions): Gate {
  const { status, actions, strings, signal } = options;
  let state: GateState | null = null;
  let visitorAsked = false;

  const show = (next: GateState, message = '', ...nodes: HTMLElement[]): void => {
    state = next;
    status.textContent = message;
    actions.replaceChildren(...nodes);
    options.onState?.(next);
  };

  const button = (label: string, onClick: () => void): HTMLButtonElement => {
    const node = dom.create('button');
    node.type = 'button';
    node.className = 'sr-consent__button';
    node.textContent = label;
    node.addEventListener('click', onClick, { signal });
    return node;
  };

  function load(byVisitor = false): void {
    if (signal.aborted || state === 'loading' || state === 'ready') return;
    visitorAsked ||= byVisitor;
    if (needsThirdPartyConsent() && !visitorAsked) {
      if (state !== 'consent') {
        show(
          'consent',
          '',
          consentCard({
            text: strings.consent,
            loadLabel: strings.load,
            textId: `${options.id}-consent`,
            onLoad: () => load(true),
            signal,
          }),
        );
        // Accepting cookies in the banner loads everything that waited.
        whenThirdPartyAllowed(() => load(), signal);
      }
      return;
    }
    if (!navigator.onLine) {
      show('offline', strings.offline);
      window.addEventListener('online', () => load(), { once: true, signal });
      return;
    }
    show('loading', strings.loading);
    options.start(visitorAsked).then(
      () => {
        if (!signal.aborted) show('ready');
      },
      (error: unknown) => {
        if (signal.aborted) return;
        options.log.warn(`${options.id}: could not be loaded`, error);
        const retry = button(strings.retry, () => load(true));
        show('failed', strings.failed, retry);
        if (visitorAsked) retry.focus();
      },
    );
  }

  return { load, state: () => state };
}
