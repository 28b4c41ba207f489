// The stacked slideshow (widgets.md sections 4 and 9, "Stacked"): slides on top of one another,
// the current one shown, a fade between them; a click goes to the next or previous slide, or by
// the half of the slide it landed on; autoplay can pick a random slide.

/** widgets.md section 9: "Stacked: autoHeight on, click behaviour next, speed 1 s, fade transition. Ken Burns zoom 1.075." */
export const STACKED_DEFAULTS = {
  autoHeight: true,
  clickBehavior: 'next',
  speedMs: 1000,
  transition: 'fade',
  kenBurnsZoom: 1.075,
} as const;

/**
 * What a click on a stacked slide does: next, previous, or `auto`, by the half it landed on
 * (Gallery2's `designOptions.clickBehavior: 'auto'`, seen in public template code).
 */
export type StackedClickBehavior = 'next' | 'previous' | 'auto';

/**
 * The transitions a stacked slideshow knows (an unknown name is refused, widgets.md 5 and 8):
 * Gallery2's `fade` and `scroll` (seen in public template code), and the spec's Ken Burns.
 */
export const STACKED_TRANSITIONS = ['fade', 'scroll', 'kenburns'] as const;
export type StackedTransition = (typeof STACKED_TRANSITIONS)[number];

/** The direction of a click `x` px from the slide's left edge, `width` px wide. */
export function clickDirection(
  behavior: StackedClickBehavior,
  x: number,
  width: number,
): 'next' | 'previous' {
  if (behavior === 'auto') return x < width / 2 ? 'previous' : 'next';
  return behavior;
}

/** A random slide other than `current` (autoplay randomise); `current` when there is no other. */
export function randomOtherIndex(
  current: number,
  count: number,
  random: () => number = Math.random,
): number {
  if (count < 2) return current;
  const pick = Math.floor(random() * (count - 1)) % (count - 1);
  return pick >= current ? pick + 1 : pick;
}
