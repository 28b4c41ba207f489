// The touch emitter (widgets.md sections 3, 4 and 9): one finger's touchstart, touchmove and
// touchend lead to one of swipeLeft, swipeRight, swipeUp, swipeDown, tapped or touchMoveEnd
// (movement over 1 px that is no swipe); two fingers or more make a gesture, reported as it
// starts, changes and ends. Each report is `{action, point, target}`. A swipe is at least 50 px
// of travel along one axis within 250 ms; a tap moves at most 1 px.
//
// `touchAction` is the rule on its own, for code that follows pointer events instead (the
// carousel's drags, src/carousel/swipe.ts, and the lightbox's swipes build on it).
import type { TouchGesture } from '../enums/platform';
import { createLogger } from '../runtime/logger';

/** widgets.md section 9, "Touch swipe". */
export const TOUCH_RULES = {
  /** A swipe travels at least this far along its axis… */
  swipeMinPx: 50,
  /** …within this long. */
  swipeMaxMs: 250,
  /** A tap moves at most this much on each axis. */
  tapMaxPx: 1,
} as const;

/** The phases of a gesture of two fingers or more ("Gesture start, change and end"). */
export const GesturePhase = {
  START: 'gestureStart',
  CHANGE: 'gestureChange',
  END: 'gestureEnd',
} as const;
export type GesturePhase = (typeof GesturePhase)[keyof typeof GesturePhase];

export type TouchAction = TouchGesture | GesturePhase;

export interface TouchPoint {
  x: number;
  y: number;
}

/** widgets.md section 3, "Touch event: action, point, target element". */
export interface TouchReport {
  action: TouchAction;
  /**
   * Where it happened, in viewport pixels: where the finger left the screen (one finger), or the
   * middle of the first two fingers (a gesture).
   */
  point: TouchPoint;
  /** The element the touch began on. */
  target: Element | null;
}

export interface TouchMovement {
  /** Travel from press to release (right and down are positive). */
  dx: number;
  dy: number;
  durationMs: number;
}

/** What one finger's press, travel and release were. */
export function touchAction({ dx, dy, durationMs }: TouchMovement): TouchGesture {
  const across = Math.abs(dx);
  const along = Math.abs(dy);
  if (across <= TOUCH_RULES.tapMaxPx && along <= TOUCH_RULES.tapMaxPx) return 'tapped';
  if (durationMs <= TOUCH_RULES.swipeMaxMs) {
    if (across >= along && across >= TOUCH_RULES.swipeMinPx) {
      return dx < 0 ? 'swipeLeft' : 'swipeRight';
    }
    if (along > across && along >= TOUCH_RULES.swipeMinPx) return dy < 0 ? 'swipeUp' : 'swipeDown';
  }
  return 'touchMoveEnd';
}

const log = createLogger('touch');

function pointOf(touch: Pick<Touch, 'clientX' | 'clientY'>): TouchPoint {
  return { x: touch.clientX, y: touch.clientY };
}

function middleOf(touches: TouchList): TouchPoint {
  const first = touches[0];
  const second = touches[1] ?? first;
  if (!first || !second) return { x: 0, y: 0 };
  return { x: (first.clientX + second.clientX) / 2, y: (first.clientY + second.clientY) / 2 };
}

function findTouch(list: TouchList, identifier: number): Touch | undefined {
  return Array.from(list).find((touch) => touch.identifier === identifier);
}

/**
 * Reports what touches on `element` amount to, until `signal` aborts. The listeners are passive:
 * the page keeps scrolling and zooming as it would. A listener that throws is logged; the next
 * touch is reported all the same.
 */
export function watchTouches(
  element: EventTarget,
  onTouch: (report: TouchReport) => void,
  signal: AbortSignal,
): void {
  let press: {
    identifier: number;
    start: TouchPoint;
    at: number;
    target: Element | null;
  } | null = null;
  let gesture: { target: Element | null; point: TouchPoint } | null = null;

  const report = (action: TouchAction, point: TouchPoint, target: Element | null) => {
    try {
      onTouch({ action, point, target });
    } catch (error) {
      log.error(`A ${action} listener threw`, error);
    }
  };

  const onStart = (event: TouchEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (event.touches.length >= 2) {
      // A second finger: no swipe or tap any more, a gesture instead.
      press = null;
      if (!gesture) {
        gesture = { target, point: middleOf(event.touches) };
        report(GesturePhase.START, gesture.point, gesture.target);
      }
      return;
    }
    const touch = event.changedTouches[0];
    if (!touch || gesture) return;
    press = { identifier: touch.identifier, start: pointOf(touch), at: event.timeStamp, target };
  };

  const onMove = (event: TouchEvent) => {
    if (!gesture || event.touches.length < 2) return;
    gesture.point = middleOf(event.touches);
    report(GesturePhase.CHANGE, gesture.point, gesture.target);
  };

  const endGesture = () => {
    if (!gesture) return;
    const ended = gesture;
    gesture = null;
    report(GesturePhase.END, ended.point, ended.target);
  };

  const onEnd = (event: TouchEvent) => {
    if (gesture) {
      if (event.touches.length < 2) endGesture();
      return;
    }
    const started = press;
    const touch = started && findTouch(event.changedTouches, started.identifier);
    if (!started || !touch) return;
    press = null;
    const end = pointOf(touch);
    const action = touchAction({
      dx: end.x - started.start.x,
      dy: end.y - started.start.y,
      durationMs: event.timeStamp - started.at,
    });
    report(action, end, started.target);
  };

  const onCancel = () => {
    press = null;
    endGesture();
  };

  const options = { passive: true, signal };
  element.addEventListener('touchstart', onStart as EventListener, options);
  element.addEventListener('touchmove', onMove as EventListener, options);
  element.addEventListener('touchend', onEnd as EventListener, options);
  element.addEventListener('touchcancel', onCancel, options);
}
