// An embed that needs scripts or frames, from HTML the platform rendered: drawn in a sandboxed
// frame of its own (its scripts run, in an opaque origin: no access to this page, its cookies or
// its storage), never inserted into the page. The frame starts at the embed's proportions (or
// 150 px tall) and then takes the height its document reports.

import { boundedHtml } from '../../src/lib/bounded-html';
import * as dom from '../../src/lib/dom';

/** Elements that make an embed need a frame of its own: the sanitiser would drop them. */
const ACTIVE = 'script, iframe, object, embed, video, audio, form, canvas, svg';

/** Parses HTML inertly (a template's content: nothing runs, nothing loads), its first tags only. */
export function inertFragment(html: string): DocumentFragment {
  const template = dom.create('template');
  template.innerHTML = boundedHtml(html);
  return template.content;
}

/** Whether the embed needs scripts or frames to show. */
export function needsFrame(html: string): boolean {
  return inertFragment(html).querySelector(ACTIVE) !== null;
}

/** The hosts the embed loads scripts or frames from (not this site), each once. */
export function embedHosts(html: string): string[] {
  const hosts = new Set<string>();
  for (const element of inertFragment(html).querySelectorAll('[src]')) {
    try {
      const url = new URL(element.getAttribute('src') ?? '', window.location.href);
      if (url.origin !== window.location.origin) hosts.add(url.host);
    } catch {
      // Not a URL: nothing loads from it.
    }
  }
  return [...hosts];
}

/** The message the frame's document sends with its height. */
const HEIGHT_KEY = 'srEmbedHeight';

/** Reports the document's height to the page, as it changes. Runs inside the frame only. */
const HEIGHT_REPORTER = `(function(){function send(){parent.postMessage({${HEIGHT_KEY}:document.documentElement.scrollHeight},'*')}new ResizeObserver(send).observe(document.documentElement);addEventListener('load',send)})()`;

export const FRAME_SANDBOX =
  'allow-scripts allow-popups allow-popups-to-escape-sandbox allow-forms allow-presentation';

/** Heights a frame may take from its document, in CSS pixels. */
const MIN_HEIGHT = 50;
const MAX_HEIGHT = 4000;

export function embedFrame(
  html: string,
  title: string,
  ratio: number | null,
  signal: AbortSignal,
): HTMLIFrameElement {
  const frame = dom.create('iframe');
  frame.className = 'sr-embed__frame';
  frame.title = title;
  frame.setAttribute('sandbox', FRAME_SANDBOX);
  frame.srcdoc = `<!doctype html><meta charset="utf-8"><style>html,body{margin:0}</style>${html}<script>${HEIGHT_REPORTER}</script>`;
  if (ratio) frame.style.aspectRatio = String(ratio);
  window.addEventListener(
    'message',
    (event: MessageEvent) => {
      if (event.source !== frame.contentWindow) return;
      const height = (event.data as Record<string, unknown> | null)?.[HEIGHT_KEY];
      if (typeof height !== 'number' || !Number.isFinite(height)) return;
      frame.style.aspectRatio = '';
      frame.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, Math.ceil(height)))}px`;
    },
    { signal },
  );
  return frame;
}
