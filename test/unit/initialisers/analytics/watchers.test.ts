import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENGAGEMENT_EVENTS,
  HEARTBEAT_INTERVAL_MS,
  watchHeartbeat,
} from '../../../../initialisers/analytics/heartbeat';
import {
  watchMedia,
  type MediaKind,
  type MediaSpan,
} from '../../../../initialisers/analytics/media-census';
import { watchMousePosition } from '../../../../initialisers/analytics/mouse-position';

// The listeners the tracker starts (heartbeat, media, mouse position): what they report, and that
// they cost nothing (passive, no timer while hidden) and leave nothing behind.

let controller: AbortController;

beforeEach(() => {
  controller = new AbortController();
});

afterEach(() => {
  controller.abort();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'visibilityState');
  document.body.replaceChildren();
});

function setVisibility(state: 'hidden' | 'visible'): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('heartbeat', () => {
  it('beats every 30 s only when the visitor did something since the last beat', () => {
    vi.useFakeTimers();
    const onBeat = vi.fn();
    watchHeartbeat({ doc: document, signal: controller.signal, onBeat });
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 3);
    expect(onBeat).not.toHaveBeenCalled();

    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS - 1);
    expect(onBeat).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onBeat).toHaveBeenCalledTimes(1);
    // One beat per period, however much the visitor does.
    for (const type of ENGAGEMENT_EVENTS) document.dispatchEvent(new Event(type));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(onBeat).toHaveBeenCalledTimes(2);
  });

  it('an inner scroller’s scroll counts (captured; it does not bubble)', () => {
    vi.useFakeTimers();
    const onBeat = vi.fn();
    const scroller = document.createElement('div');
    document.body.append(scroller);
    watchHeartbeat({ doc: document, signal: controller.signal, onBeat });
    scroller.dispatchEvent(new Event('scroll', { bubbles: false }));
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(onBeat).toHaveBeenCalledTimes(1);
  });

  it('no timer while the page is hidden; 30 s after it shows again, the beat', () => {
    vi.useFakeTimers();
    const onBeat = vi.fn();
    watchHeartbeat({ doc: document, signal: controller.signal, onBeat });
    document.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(10_000);
    setVisibility('hidden');
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(onBeat).not.toHaveBeenCalled();
    setVisibility('visible');
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS);
    expect(onBeat).toHaveBeenCalledTimes(1);
  });

  it('its listeners are passive captures; stopping leaves no timer and no beat', () => {
    vi.useFakeTimers();
    const added = vi.spyOn(document, 'addEventListener');
    const onBeat = vi.fn();
    watchHeartbeat({ doc: document, signal: controller.signal, onBeat });
    for (const type of ENGAGEMENT_EVENTS) {
      expect(added).toHaveBeenCalledWith(
        type,
        expect.any(Function),
        expect.objectContaining({ capture: true, passive: true }),
      );
    }
    document.dispatchEvent(new Event('pointerdown'));
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(HEARTBEAT_INTERVAL_MS * 2);
    expect(onBeat).not.toHaveBeenCalled();
  });
});

/** An <audio> or <video> whose time, duration and source the test sets. */
function media(tag: 'audio' | 'video', src = 'https://static1.example.com/track.mp3') {
  const element = document.createElement(tag);
  let time = 0;
  Object.defineProperty(element, 'currentTime', { get: () => time, configurable: true });
  Object.defineProperty(element, 'duration', { value: 180.7, configurable: true });
  Object.defineProperty(element, 'currentSrc', { value: src, configurable: true });
  document.body.append(element);
  const fire = (type: string, at: number) => {
    time = at;
    element.dispatchEvent(new Event(type));
  };
  return { element, fire };
}

function collectSpans() {
  const spans: Array<{ kind: MediaKind; span: MediaSpan; leaving: boolean }> = [];
  watchMedia({
    doc: document,
    win: window,
    signal: controller.signal,
    onSpan: (kind, span, leaving) => spans.push({ kind, span, leaving }),
  });
  return spans;
}

describe('audio and video spans', () => {
  it('a play then a pause is one "playing" span in whole seconds, audio or video', () => {
    const spans = collectSpans();
    const audio = media('audio');
    audio.fire('play', 0);
    audio.fire('timeupdate', 12.4);
    audio.fire('pause', 12.6);
    const video = media('video', 'https://video.example.com/clip.mp4');
    video.fire('play', 3.2);
    video.fire('ended', 9.9);
    expect(spans).toEqual([
      {
        kind: 'audio',
        span: {
          type: 'playing',
          from: 0,
          to: 12,
          track: 'https://static1.example.com/track.mp3',
          duration: 180,
          ordering: 1,
        },
        leaving: false,
      },
      {
        kind: 'video',
        span: {
          type: 'playing',
          from: 3,
          to: 9,
          track: 'https://video.example.com/clip.mp4',
          duration: 180,
          ordering: 2,
        },
        leaving: false,
      },
    ]);
  });

  it('a seek while playing ends the span where playing was, and records the jump', () => {
    const spans = collectSpans();
    const audio = media('audio');
    audio.fire('play', 0);
    audio.fire('timeupdate', 5.2);
    audio.fire('seeking', 40);
    audio.fire('timeupdate', 43);
    audio.fire('pause', 43.5);
    expect(spans.map(({ span }) => [span.type, span.from, span.to, span.ordering])).toEqual([
      ['playing', 0, 5, 1],
      ['seek', 5, 40, 2],
      ['playing', 40, 43, 3],
    ]);
  });

  it('spans under a second, a pause when not playing and decorative media are not recorded', () => {
    const spans = collectSpans();
    const short = media('audio');
    short.fire('play', 10);
    short.fire('pause', 10.8);
    short.fire('pause', 30);
    const loop = media('video');
    loop.element.loop = true;
    loop.fire('play', 0);
    loop.fire('pause', 20);
    const wrapper = document.createElement('div');
    wrapper.setAttribute('aria-hidden', 'true');
    const hidden = media('video');
    wrapper.append(hidden.element);
    document.body.append(wrapper);
    hidden.fire('play', 0);
    hidden.fire('pause', 20);
    expect(spans).toEqual([]);
  });

  it('hiding the page reports what is playing as leaving, and playing goes on from there', () => {
    const spans = collectSpans();
    const audio = media('audio', 'blob:https://example.com/1234');
    audio.fire('play', 2);
    audio.fire('timeupdate', 20);
    setVisibility('hidden');
    audio.fire('pause', 25);
    expect(spans).toEqual([
      {
        kind: 'audio',
        span: { type: 'playing', from: 2, to: 20, track: '', duration: 180, ordering: 1 },
        leaving: true,
      },
      {
        kind: 'audio',
        span: { type: 'playing', from: 20, to: 25, track: '', duration: 180, ordering: 2 },
        leaving: false,
      },
    ]);
  });

  it('listens passively and stops with its signal', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const spans = collectSpans();
    for (const type of ['play', 'timeupdate', 'seeking', 'pause', 'ended']) {
      expect(added).toHaveBeenCalledWith(
        type,
        expect.any(Function),
        expect.objectContaining({ capture: true, passive: true }),
      );
    }
    const audio = media('audio');
    audio.fire('play', 0);
    controller.abort();
    audio.fire('pause', 30);
    window.dispatchEvent(new Event('pagehide'));
    expect(spans).toEqual([]);
  });
});

function moveMouse(x: number, y: number, timeStamp: number, pointerType = 'mouse'): void {
  const event = new PointerEvent('pointermove', { clientX: x, clientY: y, pointerType });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  Object.defineProperty(event, 'pageX', { value: x });
  Object.defineProperty(event, 'pageY', { value: y + 500 });
  document.dispatchEvent(event);
}

describe('mouse position', () => {
  it('keeps the latest mouse position, even of moves a millisecond apart; touch and pen do not count', () => {
    const read = watchMousePosition(document, controller.signal);
    expect(read()).toBeNull();
    moveMouse(10, 20, 1000);
    expect(read()).toEqual({ x: 10, y: 20, pageX: 10, pageY: 520 });
    // The last move of a quick gesture is the one that counts.
    moveMouse(11, 21, 1001);
    expect(read()).toEqual({ x: 11, y: 21, pageX: 11, pageY: 521 });
    moveMouse(99, 99, 5000, 'touch');
    moveMouse(98, 98, 5001, 'pen');
    expect(read()).toMatchObject({ x: 11, y: 21 });
  });

  it('is a passive listener, gone with its signal', () => {
    const added = vi.spyOn(document, 'addEventListener');
    const read = watchMousePosition(document, controller.signal);
    expect(added).toHaveBeenCalledWith(
      'pointermove',
      expect.any(Function),
      expect.objectContaining({ passive: true }),
    );
    moveMouse(1, 2, 100);
    controller.abort();
    expect(read()).toBeNull();
  });
});
