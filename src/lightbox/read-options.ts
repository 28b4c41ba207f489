// Reading the lightbox's own options (widgets.md section 3: "Options: set, controls.previous,
// controls.next, currentSetIndex, speed, theme, title, historyHash"; section 9: "Lightbox speed
// 0.6 s"). Ours take other names for the first ones (items, index, label: ./types.ts); speed and
// controls are as the platform's Lightbox2 takes them: `speed` in seconds, and `controls:
// { previous: true, next: true }` saying which arrows to draw (public template code:
// `new Y.Squarespace.Lightbox2({ controls: { previous: true, next: true }, currentSetIndex, set })`,
// code search id 38918690783).
import { isRecord } from '../lib/coerce';
import { describeValue } from '../lib/parsed';

/** widgets.md section 9: how long the content takes to fade in. */
export const LIGHTBOX_SPEED_S = 0.6;
/** A fade longer than this would keep the visitor waiting: kept to it. */
const LONGEST_SPEED_S = 10;

export interface LightboxLook {
  /** The content's fade, in seconds. */
  speedS: number;
  /** Which arrow buttons are drawn (the arrow keys and swipes work either way). */
  controls: { previous: boolean; next: boolean };
}

/** What the options ask for, and what was wrong with them (each set aside for its default). */
export function readLightboxLook(options: { speed?: unknown; controls?: unknown }): {
  look: LightboxLook;
  problems: string[];
} {
  const problems: string[] = [];
  let speedS = LIGHTBOX_SPEED_S;
  const { speed, controls } = options;
  if (typeof speed === 'number' && Number.isFinite(speed) && speed >= 0) {
    speedS = Math.min(speed, LONGEST_SPEED_S);
  } else if (speed !== undefined) {
    problems.push(`speed must be a number of seconds, got ${describeValue(speed)}`);
  }
  const shown = { previous: true, next: true };
  if (isRecord(controls)) {
    for (const name of ['previous', 'next'] as const) {
      const value = controls[name];
      if (typeof value === 'boolean') shown[name] = value;
      else if (value !== undefined) {
        problems.push(`controls.${name} must be true or false, got ${describeValue(value)}`);
      }
    }
  } else if (controls !== undefined) {
    problems.push(
      `controls must be an object of previous and next, got ${describeValue(controls)}`,
    );
  }
  return { look: { speedS, controls: shown }, problems };
}
