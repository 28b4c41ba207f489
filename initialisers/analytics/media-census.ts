import * as dom from '../../src/lib/dom';

// Audio and video hits (spec runtime.md section 3: analytics event types audio 20 and video 21):
// what the visitor played of each <audio> and <video> on the page (the audio and video blocks'
// own players, and any other), seen through media events captured at the document, so no block
// has to report it. Provider embeds (frames) are not seen.
//
// The spec does not show a media hit's data. Its fields are those of the platform's older media
// tracker, which posted them to /api/census/RecordHit (saved bundle in public code, YUI module
// "squarespace-media-tracker", find_string "census/RecordHit", index id 34680220373): `type`
// ("playing" for a span played, "seek" for a jump), `from` and `to` (whole seconds), `track` (the
// media URL), `duration` (whole seconds) and `ordering` (a counter across the page). A span is
// recorded when playing stops (pause, the end, a seek) and when the page is hidden while
// playing; spans under a second are not. Decorative media (looping, or hidden from assistive
// technology, as background videos are) is left out.
//
// Cost: passive capture listeners; `timeupdate` (about four a second while playing) only copies
// currentTime; nothing reads layout.

export type MediaKind = 'audio' | 'video';

export interface MediaSpan {
  type: 'playing' | 'seek';
  from: number;
  to: number;
  track: string;
  duration: number;
  ordering: number;
}

export interface MediaWatch {
  doc: Document;
  win: Window;
  signal: AbortSignal;
  /** `leaving`: the page is being hidden (send so that it outlives the page). */
  onSpan: (kind: MediaKind, span: MediaSpan, leaving: boolean) => void;
}

/** Spans shorter than this many seconds are not recorded. */
export const MIN_SPAN_SECONDS = 1;
/** Longer URLs are sent empty: a URL this long is not a track's address. */
const MAX_TRACK_LENGTH = 2048;

interface MediaState {
  /** Where the current span started (seconds). */
  from: number;
  /** currentTime at the last timeupdate: where a span ended when a seek moves it. */
  last: number;
  playing: boolean;
}

function isMedia(target: EventTarget | null): target is HTMLMediaElement {
  return target instanceof HTMLMediaElement;
}

/** Background loops and media hidden from assistive technology are decoration. */
export function isDecorativeMedia(media: HTMLMediaElement): boolean {
  return media.loop || media.closest('[aria-hidden="true"]') !== null;
}

/** The media's address when it is an http(s) URL, else '' (a blob or data URL says nothing). */
export function trackUrl(media: HTMLMediaElement): string {
  const source = media.currentSrc;
  if (source.length > MAX_TRACK_LENGTH) return '';
  try {
    const { protocol } = new URL(source);
    return protocol === 'https:' || protocol === 'http:' ? source : '';
  } catch {
    return '';
  }
}

const seconds = (time: number): number => (Number.isFinite(time) ? Math.floor(time) : 0);

/** Reports played spans and seeks of the page's media until `signal` aborts. */
export function watchMedia({ doc, win, signal, onSpan }: MediaWatch): void {
  if (signal.aborted) return;
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  /** Media playing now: what a page hide reports. */
  const playing = new Set<HTMLMediaElement>();
  let ordering = 0;

  const report = (
    media: HTMLMediaElement,
    type: MediaSpan['type'],
    from: number,
    to: number,
    leaving = false,
  ): void => {
    const start = seconds(from);
    const end = seconds(to);
    if (Math.abs(end - start) < MIN_SPAN_SECONDS) return;
    ordering += 1;
    const kind: MediaKind = media instanceof HTMLVideoElement ? 'video' : 'audio';
    const span = {
      type,
      from: start,
      to: end,
      track: trackUrl(media),
      duration: seconds(media.duration),
      ordering,
    };
    onSpan(kind, span, leaving);
  };

  const listen = (type: string, handler: (media: HTMLMediaElement, state?: MediaState) => void) =>
    dom.on(
      doc,
      type,
      (event: Event) => {
        if (isMedia(event.target)) handler(event.target, states.get(event.target));
      },
      { capture: true, passive: true, signal },
    );

  listen('play', (media, state) => {
    if (isDecorativeMedia(media)) return;
    const now = media.currentTime;
    if (state) Object.assign(state, { from: now, last: now, playing: true });
    else states.set(media, { from: now, last: now, playing: true });
    playing.add(media);
  });
  listen('timeupdate', (media, state) => {
    if (state?.playing) state.last = media.currentTime;
  });
  listen('seeking', (media, state) => {
    if (!state) return;
    const to = media.currentTime;
    if (state.playing) report(media, 'playing', state.from, state.last);
    report(media, 'seek', state.last, to);
    state.from = to;
    state.last = to;
  });
  const stop = (media: HTMLMediaElement, state?: MediaState): void => {
    if (!state?.playing) return;
    state.playing = false;
    playing.delete(media);
    report(media, 'playing', state.from, media.currentTime);
    state.last = media.currentTime;
  };
  listen('pause', stop);
  listen('ended', stop);

  const leave = (): void => {
    for (const media of playing) {
      const state = states.get(media);
      if (!state) continue;
      const now = media.currentTime;
      report(media, 'playing', state.from, now, true);
      state.from = now;
      state.last = now;
    }
  };
  dom.on(
    doc,
    'visibilitychange',
    () => {
      if (dom.visibilityState(doc) === 'hidden') leave();
    },
    { signal },
  );
  win.addEventListener('pagehide', leave, { signal });
}
