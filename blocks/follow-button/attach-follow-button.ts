// The follow button (see ./index.ts): the account link at once; the provider's script, within the
// spec's 10 s, once third-party content may load and the visitor is online.
import { formatMessage } from '../../src/i18n/strings';
import { whenThirdPartyAllowed } from '../../src/consent/third-party';
import { newTabDescriber } from '../../src/lib/server-links';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';
import {
  accountPage,
  FOLLOW_LINK_CLASS,
  followScriptUrl,
  followWidgets,
  type FollowWidgets,
} from './assumed';
import type { FollowButtonData } from './read-follow-button';
import { followStrings } from './strings';

/** runtime.md section 7: "a social follow script, with a 10 s time-out". */
export const FOLLOW_SCRIPT_TIMEOUT_MS = 10_000;

const log = createLogger('follow-button');

export const followScript = scriptOnce(() =>
  injectScript<FollowWidgets>({
    src: followScriptUrl(),
    timeoutMs: FOLLOW_SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-follow',
    notReady: 'The follow script ran but offers no follow buttons',
    ready: followWidgets,
  }),
);

/** The host's state, for styles and QA: the link, waiting for consent or the network, or drawn. */
type FollowState = 'link' | 'consent' | 'offline' | 'loading' | 'ready' | 'failed';

export function attachFollowButton(props: BlockProps<FollowButtonData>): void {
  const { data, server, signal, id } = props;
  const host = dom.create('span');
  host.className = 'sr-follow';
  const link = dom.create('a');
  link.className = FOLLOW_LINK_CLASS;
  link.href = accountPage(data.userName);
  link.target = '_blank';
  link.setAttribute('data-show-count', 'false');
  link.textContent = formatMessage(followStrings.follow, { name: data.userName });
  host.append(link);
  server.add(host, server.container);
  newTabDescriber(server, id)(link);

  const state = (next: FollowState) => host.setAttribute('data-sr-follow-state', next);
  state('link');

  const load = () => {
    if (signal.aborted) return;
    if (!navigator.onLine) {
      state('offline');
      window.addEventListener('online', load, { once: true, signal });
      return;
    }
    state('loading');
    followScript.load().then(
      (api) => {
        if (signal.aborted) return;
        api.widgets.load(host);
        state('ready');
      },
      (error: unknown) => {
        if (signal.aborted) return;
        // The link is the button without the provider's look: it stays, and works.
        log.warn(`${id}: the follow script could not be used; the link stays`, error);
        state('failed');
      },
    );
  };

  let allowed = false;
  whenThirdPartyAllowed(() => {
    allowed = true;
    load();
  }, signal);
  if (!allowed) state('consent');
}
