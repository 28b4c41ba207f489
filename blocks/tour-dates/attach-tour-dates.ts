import { gatedWidget, whenDrawn } from '../../src/consent/gated-widget';
import { formatMessage } from '../../src/i18n/strings';
import { injectScript, scriptOnce } from '../../src/lib/script-loader';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { artistPage, WIDGET_CLASS, widgetAttributes, widgetScriptUrl } from './assumed';
import type { TourDatesData } from './read-tour-dates';
import { tourDatesStrings as text } from './strings';
import * as dom from '../../src/lib/dom';
import '../../src/consent/consent-card.css';
import '../../src/consent/gated-widget.css';

const SCRIPT_TIMEOUT_MS = 30_000;
/** How long the widget may take to fill its element after its script ran. */
export const WIDGET_DRAW_MS = 10_000;

const log = createLogger('tour-dates');

type WidgetWindow = Window & { BIT?: { init?: () => void } };

const widgetScript = scriptOnce(() =>
  injectScript<true>({
    src: widgetScriptUrl(),
    timeoutMs: SCRIPT_TIMEOUT_MS,
    marker: 'data-sr-tourdates',
    notReady: 'The tour dates widget script did not run',
    ready: () => true,
  }),
);

/** The tour dates block (see ./index.ts). */
export function attachTourDates(props: BlockProps<TourDatesData>): Cleanup {
  const { artist } = props.data;
  const language = window.SiteRuntime?.store.getState().context.website.language ?? 'en';
  const widget = gatedWidget({
    props,
    className: 'sr-tour-dates',
    title: formatMessage(text.title, { artist }),
    link: { href: artistPage(artist), label: text.link },
    // The block's words hold the gate's own (consent, load, loading, offline, failed, retry).
    strings: text,
    start: async (host) => {
      const element = dom.create('a');
      element.className = WIDGET_CLASS;
      for (const [name, value] of Object.entries(widgetAttributes(artist, language))) {
        element.setAttribute(name, value);
      }
      host.append(element);
      const alreadyLoaded = dom.query(document, 'script[data-sr-tourdates]') !== null;
      await widgetScript.load();
      // A script that ran before this block came asks to look again.
      if (alreadyLoaded) (window as WidgetWindow).BIT?.init?.();
      await whenDrawn(host, element, WIDGET_DRAW_MS);
    },
    log,
  });
  widget.gate.load();
  return widget.cleanup;
}
