// A carousel's glide from one slide to the next takes the time its design asks for (widgets.md
// section 9: "Strip: speed 0.5 s"; "Stacked: ... speed 1 s"). Embla's `duration` is not a time:
// each 1/60 s step it moves the track by `velocity += distance left / duration; velocity *= 0.68`
// (embla-carousel 8.6, ScrollBody.seek and Engine's friction), so the time a glide takes follows
// from that rule. This finds the duration whose glide comes within 1 % of its goal in the time
// asked, by running the same rule.

/** Embla's own duration, for carousels whose design names no speed. */
export const EMBLA_DEFAULT_DURATION = 25;

/** Embla's friction and step (8.6). */
const FRICTION = 0.68;
const STEP_MS = 1000 / 60;
/**
 * Below this duration the glide overshoots and swings back (each step carries too much of the
 * distance): the quickest glide that does not is about a third of a second.
 */
const SMOOTH_MIN = 16;
const LONGEST = 120;

/** Steps a glide with `duration` takes until it stays within 1 % of its goal. */
export function glideSteps(duration: number): number {
  let position = 0;
  let velocity = 0;
  let settledSince = -1;
  for (let step = 1; step <= 1000; step += 1) {
    velocity += (1 - position) / duration;
    velocity *= FRICTION;
    position += velocity;
    const within = Math.abs(1 - position) <= 0.01;
    if (within && settledSince < 0) settledSince = step;
    if (!within) settledSince = -1;
    // Within 1 % and staying there for a while: an overshoot that swings back out is no end.
    if (settledSince > 0 && step - settledSince >= 30) return settledSince;
  }
  return Infinity;
}

/** The longest glide embla's rule allows in `ms` (at least the quickest smooth one), or 0 for none. */
export function emblaDuration(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  const steps = ms / STEP_MS;
  let best = SMOOTH_MIN;
  for (let duration = SMOOTH_MIN; duration <= LONGEST; duration += 1) {
    if (glideSteps(duration) <= steps) best = duration;
    else break;
  }
  return best;
}

/** How long embla's glide with `duration` takes, in milliseconds (0: a jump). */
export function glideMs(duration: number): number {
  return duration <= 0 ? 0 : glideSteps(duration) * STEP_MS;
}
