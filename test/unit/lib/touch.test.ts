// The touch emitter (widgets.md sections 3, 4 and 9): one finger gives swipeLeft, swipeRight,
// swipeUp, swipeDown, tapped or touchMoveEnd; two fingers a gesture that starts, changes and ends;
// each report is {action, point, target}.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GesturePhase,
  TOUCH_RULES,
  touchAction,
  watchTouches,
  type TouchReport,
} from '../../../src/lib/touch';
import { TouchGesture } from '../../../src/enums/platform';
import { branchCounter } from '../support/branches';

let surface: HTMLElement;
let inner: HTMLElement;
let controller: AbortController;
let reports: TouchReport[];

beforeEach(() => {
  document.body.innerHTML = '<div id="surface"><p id="inner">Photo</p></div>';
  surface = document.getElementById('surface') as HTMLElement;
  inner = document.getElementById('inner') as HTMLElement;
  controller = new AbortController();
  reports = [];
  watchTouches(surface, (report) => reports.push(report), controller.signal);
});

afterEach(() => {
  controller.abort();
  vi.restoreAllMocks();
});

function touch(identifier: number, x: number, y: number, target: Element = inner): Touch {
  return new Touch({ identifier, target, clientX: x, clientY: y });
}

/** Fires one touch event on `target` (bubbling, as the browser's do) at `timeStamp` ms. */
function fire(
  type: 'touchstart' | 'touchmove' | 'touchend' | 'touchcancel',
  {
    touches,
    changed,
    at,
    target = inner,
  }: {
    touches: Touch[];
    changed: Touch[];
    at: number;
    target?: Element;
  },
) {
  const event = new TouchEvent(type, {
    bubbles: true,
    cancelable: true,
    touches,
    changedTouches: changed,
    targetTouches: touches,
  });
  Object.defineProperty(event, 'timeStamp', { value: at });
  target.dispatchEvent(event);
}

/** One finger from (x0, y0) to (x1, y1) in `ms`. */
function stroke(x0: number, y0: number, x1: number, y1: number, ms: number) {
  fire('touchstart', { touches: [touch(1, x0, y0)], changed: [touch(1, x0, y0)], at: 1000 });
  fire('touchmove', {
    touches: [touch(1, x1, y1)],
    changed: [touch(1, x1, y1)],
    at: 1000 + ms / 2,
  });
  fire('touchend', { touches: [], changed: [touch(1, x1, y1)], at: 1000 + ms });
}

describe('watchTouches: one finger', () => {
  it('reports a quick 50 px stroke as a swipe in its direction, with where it ended and what was touched', () => {
    stroke(200, 100, 140, 104, 200);
    stroke(100, 100, 160, 98, 250);
    stroke(100, 300, 104, 240, 120);
    stroke(100, 100, 95, 170, 90);
    expect(reports).toEqual([
      { action: 'swipeLeft', point: { x: 140, y: 104 }, target: inner },
      { action: 'swipeRight', point: { x: 160, y: 98 }, target: inner },
      { action: 'swipeUp', point: { x: 104, y: 240 }, target: inner },
      { action: 'swipeDown', point: { x: 95, y: 170 }, target: inner },
    ]);
  });

  it('reports a press that moved at most 1 px as tapped, and any other movement as touchMoveEnd', () => {
    stroke(50, 50, 51, 49, 600);
    stroke(50, 50, 52, 50, 80);
    // Far, but too slow to be a swipe.
    stroke(300, 50, 100, 50, 251);
    // Quick, but 49 px.
    stroke(100, 50, 51, 50, 100);
    expect(reports.map((report) => report.action)).toEqual([
      'tapped',
      'touchMoveEnd',
      'touchMoveEnd',
      'touchMoveEnd',
    ]);
  });

  it('forgets a touch the browser cancelled', () => {
    fire('touchstart', { touches: [touch(1, 0, 0)], changed: [touch(1, 0, 0)], at: 0 });
    fire('touchcancel', { touches: [], changed: [touch(1, 0, 0)], at: 10 });
    fire('touchend', { touches: [], changed: [touch(1, 100, 0)], at: 20 });
    expect(reports).toEqual([]);
  });
});

describe('watchTouches: two fingers', () => {
  it('reports gesture start, change and end at the middle of the fingers, and no swipe', () => {
    fire('touchstart', { touches: [touch(1, 100, 100)], changed: [touch(1, 100, 100)], at: 0 });
    fire('touchstart', {
      touches: [touch(1, 100, 100), touch(2, 200, 100)],
      changed: [touch(2, 200, 100)],
      at: 10,
    });
    fire('touchmove', {
      touches: [touch(1, 80, 100), touch(2, 240, 120)],
      changed: [touch(1, 80, 100), touch(2, 240, 120)],
      at: 20,
    });
    fire('touchend', { touches: [touch(1, 80, 100)], changed: [touch(2, 240, 120)], at: 30 });
    // The finger left behind ends with no swipe of its own.
    fire('touchend', { touches: [], changed: [touch(1, 0, 100)], at: 40 });
    expect(reports).toEqual([
      { action: GesturePhase.START, point: { x: 150, y: 100 }, target: inner },
      { action: GesturePhase.CHANGE, point: { x: 160, y: 110 }, target: inner },
      { action: GesturePhase.END, point: { x: 160, y: 110 }, target: inner },
    ]);
    expect([GesturePhase.START, GesturePhase.CHANGE, GesturePhase.END]).toEqual([
      'gestureStart',
      'gestureChange',
      'gestureEnd',
    ]);
  });

  it('ends a gesture the browser cancelled', () => {
    fire('touchstart', {
      touches: [touch(1, 0, 0), touch(2, 10, 10)],
      changed: [touch(1, 0, 0), touch(2, 10, 10)],
      at: 0,
    });
    fire('touchcancel', { touches: [], changed: [touch(1, 0, 0), touch(2, 10, 10)], at: 5 });
    expect(reports.map((report) => report.action)).toEqual(['gestureStart', 'gestureEnd']);
  });
});

describe('watchTouches: listening', () => {
  it('stops once its signal aborts', () => {
    controller.abort();
    stroke(200, 100, 100, 100, 100);
    expect(reports).toEqual([]);
  });

  it('logs a listener that throws and reports the next touch all the same', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const other = new AbortController();
    let calls = 0;
    watchTouches(
      surface,
      () => {
        calls += 1;
        throw new Error('broken');
      },
      other.signal,
    );
    stroke(50, 50, 50, 50, 10);
    stroke(50, 50, 50, 50, 10);
    other.abort();
    expect(calls).toBe(2);
    expect(error).toHaveBeenCalledWith(
      '[site-runtime] touch: A tapped listener threw',
      expect.any(Error),
    );
    expect(reports.map((report) => report.action)).toEqual(['tapped', 'tapped']);
  });
});

describe('touchAction (property)', () => {
  it('names every movement by the spec: tap within 1 px, swipe 50 px within 250 ms, else touchMoveEnd', () => {
    const branches = branchCounter(['tapped', 'swipe', 'touchMoveEnd'] as const);
    const travel = fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: -2, max: 2 }) },
      { weight: 2, arbitrary: fc.integer({ min: -400, max: 400 }) },
      { weight: 1, arbitrary: fc.constantFrom(-50, -49, 49, 50) },
    );
    fc.assert(
      fc.property(travel, travel, fc.integer({ min: 0, max: 600 }), (dx, dy, durationMs) => {
        const action = touchAction({ dx, dy, durationMs });
        expect(TouchGesture.has(action)).toBe(true);
        const [across, along] = [Math.abs(dx), Math.abs(dy)];
        if (across <= TOUCH_RULES.tapMaxPx && along <= TOUCH_RULES.tapMaxPx) {
          branches.reached('tapped');
          expect(action).toBe('tapped');
        } else if (durationMs <= 250 && Math.max(across, along) >= 50) {
          branches.reached('swipe');
          const horizontal = across >= along;
          const expected = horizontal
            ? dx < 0
              ? 'swipeLeft'
              : 'swipeRight'
            : dy < 0
              ? 'swipeUp'
              : 'swipeDown';
          expect(action).toBe(expected);
        } else {
          branches.reached('touchMoveEnd');
          expect(action).toBe('touchMoveEnd');
        }
      }),
    );
    branches.expectEachReached(10);
  });
});
