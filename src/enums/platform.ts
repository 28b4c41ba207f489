import { defineEnum, type EnumCode } from './define-enum';

/** Messages the page sends to the native app through the bridge. */
export const NativeBridgeMessage = defineEnum({ INFO: 'info', DISMISS: 'dismiss' });
export type NativeBridgeMessage = EnumCode<typeof NativeBridgeMessage>;

/** What a touch sequence is recognised as. */
export const TouchGesture = defineEnum({
  SWIPE_LEFT: 'swipeLeft',
  SWIPE_RIGHT: 'swipeRight',
  SWIPE_UP: 'swipeUp',
  SWIPE_DOWN: 'swipeDown',
  TAPPED: 'tapped',
  TOUCH_MOVE_END: 'touchMoveEnd',
});
export type TouchGesture = EnumCode<typeof TouchGesture>;

/** The axis a resize emitter watches. */
export const ResizeAxis = defineEnum({ X: 'x', Y: 'y' });
export type ResizeAxis = EnumCode<typeof ResizeAxis>;
