import { getWidgetRendering } from '../../src/api/widgets';
import { holdUntilAllowed } from '../../src/consent/hold-until-allowed';
import { formatMessage } from '../../src/i18n/strings';
import { runScripts } from '../../src/lib/run-scripts';
import { scriptsToRun } from '../../src/lib/page-scripts';
import { sanitiseHtml } from '../../src/lib/sanitise-html';
import { dropUnsafeHref, newTabDescriber } from '../../src/lib/server-links';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps } from '../../src/runtime/types';
import { embedFrame, embedHosts, needsFrame } from './embed-frame';
import type { EmbedData } from './read-embed';
import * as dom from '../../src/lib/dom';
import './embed.css';

const log = createLogger('embed');

/** The block type GetWidgetRendering is asked to render (spec widgets.md section 9). */
export const EMBED_WIDGET_TYPE = 22;

/** Not in the spec: what the embed block says in its own words. */
export const EMBED_STRINGS = {
  consent:
    'This embed shows content from {hosts}, which may set cookies. It loads only with your consent.',
  load: 'Load the embed',
  loading: 'Loading the embed…',
  failed: 'This embed could not be loaded.',
  retry: 'Try again',
  frameTitle: 'Embedded content from {provider}',
};

function consentText(hosts: readonly string[], provider: string): string {
  return formatMessage(EMBED_STRINGS.consent, {
    hosts: hosts.length > 0 ? hosts.join(', ') : provider,
  });
}

/** The embed as the server drew it: safe links, named frames, inert scripts run after consent. */
function attachDrawn(props: BlockProps<EmbedData>): void {
  const { data, element, id, server, signal } = props;
  const { container } = server;
  const describeNewTab = newTabDescriber(server, id);
  for (const link of container.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    if (dropUnsafeHref(link, server, log, `Embed ${id}: a link`)) describeNewTab(link);
  }
  const title = formatMessage(EMBED_STRINGS.frameTitle, { provider: data.provider });
  for (const frame of container.querySelectorAll('iframe:not([title])')) {
    server.setAttribute(frame, 'title', title);
  }
  const scripts = scriptsToRun(container);
  if (scripts.length === 0) return;
  const owner = `Embed ${id}`;
  holdUntilAllowed({
    element,
    id: `${id}-embed`,
    server,
    signal,
    text: consentText(embedHosts(container.innerHTML), data.provider),
    loadLabel: EMBED_STRINGS.load,
    start: () => void runScripts(scripts, { server, log, signal, owner }),
  });
}

/** An empty block: the platform renders it, and the rendering is shown safely. */
function attachRendered(props: BlockProps<EmbedData>): void {
  const { data, element, id, server, signal } = props;
  const root = dom.create('div');
  root.className = 'sr-embed';
  server.add(root, server.container);

  const show = (html: string) => {
    const text = dom.create('div');
    text.className = 'sr-embed__text';
    // Only what the allow-list keeps: text, a few tags, followable links.
    text.innerHTML = sanitiseHtml(html);
    root.replaceChildren(text);
    if (!needsFrame(html)) return;
    holdUntilAllowed({
      element,
      id: `${id}-embed`,
      server,
      parent: root,
      signal,
      text: consentText(embedHosts(html), data.provider),
      loadLabel: EMBED_STRINGS.load,
      before: null,
      start: () => {
        const title = formatMessage(EMBED_STRINGS.frameTitle, { provider: data.provider });
        root.replaceChildren(embedFrame(html, title, data.ratio, signal));
      },
    });
  };

  const load = async () => {
    const status = dom.create('p');
    status.className = 'sr-embed__status';
    status.setAttribute('role', 'status');
    status.textContent = EMBED_STRINGS.loading;
    root.replaceChildren(status);
    try {
      const html = await getWidgetRendering(
        { type: EMBED_WIDGET_TYPE, id, value: data.json },
        // No failure callback: a failure shows the system error (runtime.md section 8).
        { signal, showSystemError: true },
      );
      if (!signal.aborted) show(html);
    } catch (error) {
      if (signal.aborted) return;
      log.warn(`Embed ${id} could not be rendered`, error);
      const retry = dom.create('button');
      retry.type = 'button';
      retry.className = 'sr-consent__button sr-embed__retry';
      retry.textContent = EMBED_STRINGS.retry;
      retry.addEventListener('click', () => void load(), { signal, once: true });
      status.textContent = `${EMBED_STRINGS.failed} `;
      status.append(retry);
    }
  };
  void load();
}

/** Embed block (type 22): see ./index.ts. */
export function attachEmbed(props: BlockProps<EmbedData>): void {
  if (props.data.drawn) attachDrawn(props);
  else attachRendered(props);
}
