import { holdUntilAllowed } from '../../src/consent/hold-until-allowed';
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
  holdUntilAllowed({
    element,
    id: `${id}-code`,
    server,
    signal,
    text: consentText(data.hosts),
    loadLabel: CODE_STRINGS.load,
    start: () => {
      log.debug(`${owner}: running ${data.scripts.length} script(s)`);
      void runScripts(data.scripts, { server, log, signal, owner });
    },
  });
}
