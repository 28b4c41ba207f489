import { consentCard } from '../../src/consent/consent-card';
import { thirdPartyNeedsConsent, whenThirdPartyAllowed } from '../../src/consent/third-party';
import { formatMessage } from '../../src/i18n/strings';
import { runScripts } from '../../src/lib/run-scripts';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import type { CodeData } from './read-code';

const log = createLogger('code');

/** Not in the spec: the code block's consent card. */
export const CODE_STRINGS = {
  consent:
    'This part of the page runs code that may load content from other sites and set cookies. It runs only with your consent.',
  consentHosts:
    'This part of the page runs code from {hosts} that may set cookies. It runs only with your consent.',
  load: 'Run this content',
};

export function consentText(hosts: readonly string[]): string {
  return hosts.length === 0
    ? CODE_STRINGS.consent
    : formatMessage(CODE_STRINGS.consentHosts, { hosts: hosts.join(', ') });
}

/** Code block (type 23) and 2026 code component: see ./index.ts. */
export function attachCode({ data, element, id, server, signal }: BlockProps<CodeData>): void {
  if (data.scripts.length === 0) return;
  const owner = `Code block ${id}`;
  let started = false;
  let card: HTMLElement | null = null;

  const run = (moveFocus: boolean) => {
    if (started || signal.aborted) return;
    started = true;
    card?.remove();
    if (moveFocus) {
      // The card had the focus: it stays in the block, whose content now runs.
      server.setAttribute(element, 'tabindex', '-1');
      element.focus();
    }
    log.debug(`${owner}: running ${data.scripts.length} script(s)`);
    void runScripts(data.scripts, { server, log, signal, owner });
  };

  if (!thirdPartyNeedsConsent()) {
    run(false);
    return;
  }
  card = consentCard({
    text: consentText(data.hosts),
    loadLabel: CODE_STRINGS.load,
    textId: `${id}-code-consent`,
    onLoad: () => run(true),
    signal,
    preferences: true,
  });
  server.add(card, server.container, server.container.firstChild);
  // Accepting in the banner this card opened: focus comes back to the block, not to the card's
  // button, which is gone by then.
  let openedPreferences = false;
  card.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element).closest('[data-cookie-preferences]')) openedPreferences = true;
    },
    { signal },
  );
  whenThirdPartyAllowed(
    () => run(openedPreferences || (card?.contains(document.activeElement) ?? false)),
    signal,
  );
}
