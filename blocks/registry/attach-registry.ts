// The wedding-registry block (see ./index.ts): a card first, then the provider's widget.
import { gatedWidget, whenDrawn } from '../../src/consent/gated-widget';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';
import { REGISTRY_EMBED_CLASS, registryPage, registryScriptUrl } from './assumed';
import type { RegistryData } from './read-registry';
import { registryStrings as text } from './strings';
import '../../src/consent/consent-card.css';
import '../../src/consent/gated-widget.css';

/** Ours (the spec gives the registry widget none): as long as the scheduling widget's. */
export const REGISTRY_TIMEOUT_MS = 30_000;

const log = createLogger('registry');

const SCRIPT_MARKER = 'data-sr-registry';

export const registryScript = scriptOnce(() =>
  injectScript<true>({
    src: registryScriptUrl(),
    timeoutMs: REGISTRY_TIMEOUT_MS,
    marker: SCRIPT_MARKER,
    notReady: 'The registry widget script did not run',
    ready: () => true,
  }),
);

/**
 * The widget's script draws the embed links present when it runs: for a link added later (a
 * retry, a block added after it ran), it is run again.
 */
function forgetScript(): void {
  registryScript.reset();
  for (const script of dom.queryAll(document, `script[${SCRIPT_MARKER}]`)) script.remove();
}

/** The load of the script that has already run: it will not draw a link added since. */
let ranLoad: Promise<true> | null = null;

/**
 * Runs the widget's script for the embed links now on the page: blocks that start together share
 * one run; a block that starts after a run (the visitor loaded one registry this once, then
 * accepted cookies for the rest) gets a run of its own, or its link would never be drawn.
 */
function runScript(): Promise<true> {
  let load = registryScript.load();
  if (load === ranLoad) {
    forgetScript();
    load = registryScript.load();
  }
  load.then(
    () => {
      ranLoad = load;
    },
    () => undefined,
  );
  return load;
}

export function attachRegistry(props: BlockProps<RegistryData>): Cleanup {
  const { key } = props.data;
  // The server's own embed link is kept, hidden, for unmount: the widget must not draw there too.
  for (const link of dom.queryAll(props.server.container, `a.${REGISTRY_EMBED_CLASS}`)) {
    props.server.toggleClass(link, REGISTRY_EMBED_CLASS, false);
  }
  const widget = gatedWidget({
    props,
    className: 'sr-registry',
    title: text.title,
    link: { href: registryPage(key), label: text.link },
    strings: text,
    start: async (host, byVisitor) => {
      const embed = dom.create('a');
      embed.className = REGISTRY_EMBED_CLASS;
      embed.href = registryPage(key);
      embed.setAttribute('data-registry-key', key);
      embed.textContent = text.embed;
      host.append(embed);
      const loaded = await runScript().then(
        () => true,
        () => false,
      );
      if (!loaded) throw new Error('The registry widget script could not be loaded');
      try {
        await whenDrawn(host, embed, REGISTRY_TIMEOUT_MS);
      } catch (error) {
        forgetScript();
        throw error;
      }
      if (byVisitor) host.querySelector<HTMLElement>('iframe, [tabindex], a, button')?.focus();
    },
    log,
  });
  widget.gate.load();
  return widget.cleanup;
}
