import { gatedWidget, whenDrawn } from '../../src/consent/gated-widget';
import { injectScript } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { DISQUS_THREAD_ID, disqusScriptUrl } from './assumed';
import type { CommentsData } from './read-comments';
import { showSiteComments } from './site-comments';
import { commentsStrings as text } from './strings';
import * as dom from '../../src/lib/dom';
import '../../src/consent/consent-card.css';
import '../../src/consent/gated-widget.css';
import './comments.css';

const SCRIPT_TIMEOUT_MS = 30_000;
const DRAW_TIMEOUT_MS = 15_000;

const log = createLogger('comments');

type DisqusWindow = Window & {
  disqus_config?: (this: { page: Record<string, string> }) => void;
};

/** Disqus's thread: its page settings, its element and its script (one thread per page). */
async function startDisqus(frame: HTMLElement, data: Extract<CommentsData, { kind: 'disqus' }>) {
  if (dom.byId(DISQUS_THREAD_ID)) {
    throw new Error('Disqus shows one thread per page; this page already has it');
  }
  (window as DisqusWindow).disqus_config = function () {
    this.page.url = window.location.href.split('#')[0] ?? window.location.href;
    this.page.identifier = data.itemId;
  };
  const thread = dom.create('div');
  thread.id = DISQUS_THREAD_ID;
  frame.append(thread);
  await injectScript({
    parent: frame,
    src: disqusScriptUrl(data.shortname),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-disqus',
    notReady: 'The comments script did not run',
    ready: () => true,
  });
  await whenDrawn(frame, thread, DRAW_TIMEOUT_MS);
}

/** Comments (see ./index.ts). */
export function attachComments(props: BlockProps<CommentsData>): Cleanup {
  const { data, server, signal } = props;
  if (data.kind === 'site') {
    const host = dom.create('section');
    host.className = 'sr-comments';
    server.stash();
    server.add(host, server.container);
    showSiteComments({
      host,
      itemId: data.itemId,
      count: data.count,
      locale: window.SiteRuntime?.store.getState().context.website.language ?? 'en-US',
      signal,
      log,
    });
    return () => undefined;
  }
  const widget = gatedWidget({
    props,
    className: 'sr-comments sr-comments--disqus',
    title: text.disqusTitle,
    link: null,
    strings: {
      consent: text.disqusConsent,
      load: text.disqusLoad,
      loading: text.disqusLoading,
      offline: text.disqusOffline,
      failed: text.disqusFailed,
      retry: text.retry,
    },
    start: (frame) => startDisqus(frame, data),
    log,
  });
  widget.gate.load();
  return () => {
    widget.cleanup();
    delete (window as DisqusWindow).disqus_config;
  };
}
