// The stacked slideshow's options (the slideshow design, widgets.md sections 4, 5, 8 and 9). The
// names are Gallery2's `designOptions` (transition, clickBehavior, autoHeight, speed in seconds),
// as public template code passes them: `design: 'stacked', designOptions: { autoHeight: false,
// speed: .5, transition: 'fade', clickBehavior: 'auto' }`.
import {
  STACKED_DEFAULTS,
  STACKED_TRANSITIONS,
  type StackedClickBehavior,
  type StackedTransition,
} from '../../src/carousel';
import { asBoolean, asNumber, asString, isRecord, type JsonRecord } from '../../src/lib/coerce';
import { BlockSkip } from '../../src/runtime/types';

export interface StackedOptions {
  transition: StackedTransition;
  /** null: a click does nothing (Gallery2's `clickBehavior: false`). */
  clickBehavior: StackedClickBehavior | null;
  /** The stage takes the current slide's height (on unless the design sets a ratio). */
  autoHeight: boolean;
  /** The fade's length. */
  speedMs: number;
}

/** The speed is given in seconds; kept between none and 10 s. */
const SPEED_SECONDS = { min: 0, max: 10 } as const;

/** widgets.md 8: "A transition or a design with an unknown name throws: not found by that name." */
export function transitionNotFound(name: string): string {
  return `Transition "${name.slice(0, 40)}" not found`;
}

function clickBehaviorOf(value: unknown): StackedClickBehavior | null {
  if (value === false || value === 'false') return null;
  if (value === 'next' || value === 'previous' || value === 'auto') return value;
  return STACKED_DEFAULTS.clickBehavior;
}

/** Reads the options from the block data (or its `designOptions`); throws BlockSkip on a bad name. */
export function readStackedOptions(raw: JsonRecord, frameRatio: number | null): StackedOptions {
  const options = isRecord(raw.designOptions) ? { ...raw, ...raw.designOptions } : raw;
  const name = asString(options.transition, STACKED_DEFAULTS.transition);
  const transition = STACKED_TRANSITIONS.find((known) => known === name);
  if (!transition) throw new BlockSkip(transitionNotFound(name));
  const seconds = asNumber(options.speed, Number.NaN);
  return {
    transition,
    clickBehavior: clickBehaviorOf(options.clickBehavior),
    // A ratio the design sets makes every slide one height: nothing to follow.
    autoHeight: frameRatio === null && asBoolean(options.autoHeight, STACKED_DEFAULTS.autoHeight),
    speedMs:
      seconds >= SPEED_SECONDS.min
        ? Math.round(Math.min(seconds, SPEED_SECONDS.max) * 1000)
        : STACKED_DEFAULTS.speedMs,
  };
}
