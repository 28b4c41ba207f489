import { gatedWidget } from '../../src/consent/gated-widget';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { frameUrl, schedulingScriptUrl } from './assumed';
import type { SchedulingData } from './read-scheduling';
import { schedulingStrings as text } from './strings';
import * as dom from '../../src/lib/dom';
import '../../src/consent/consent-card.css';
import '../../src/consent/gated-widget.css';

const SCRIPT_TIMEOUT_MS = 30_000;
/** The frame's height until the widget script fits it to its page. */
export const INITIAL_FRAME_HEIGHT_PX = 800;

const log = createLogger('scheduling');

const widgetScript = scriptOnce(() =>
  injectScript<true>({
    src: schedulingScriptUrl(),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-scheduling',
    notReady: 'The scheduling widget script did not run',
    ready: () => true,
  }),
);

/** Resolves once the frame has loaded its page (or failed to: the frame shows that itself). */
function frameLoaded(frame: HTMLIFrameElement): Promise<void> {
  return new Promise((resolve) => {
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.addEventListener('error', () => resolve(), { once: true });
  });
}

/** The scheduling block (see ./index.ts). */
export function attachScheduling(props: BlockProps<SchedulingData>): Cleanup {
  const { data } = props;
  const widget = gatedWidget({
    props,
    className: 'sr-scheduling',
    title: text.title,
    link: { href: data.page, label: text.link },
    // The block's words hold the gate's own (consent, load, loading, offline, failed, retry).
    strings: text,
    start: async (host, byVisitor) => {
      const frame = dom.create('iframe');
      frame.src = frameUrl(data.page);
      frame.title = text.frameTitle;
      frame.height = String(INITIAL_FRAME_HEIGHT_PX);
      frame.setAttribute('loading', 'lazy');
      const loaded = frameLoaded(frame);
      host.append(frame);
      // The script fits the frame's height to its page; the frame works without it.
      const script = widgetScript.load().catch((error: unknown) => {
        log.warn(
          'The scheduling widget script could not be loaded: the frame keeps its height',
          error,
        );
      });
      await Promise.all([loaded, script]);
      if (byVisitor) frame.focus();
    },
    log,
  });
  widget.gate.load();
  return widget.cleanup;
}
