import { ACCORDION_ANIMATION_MS } from './constants';

/**
 * Animates a panel's height towards open or closed with the Web Animations API (no style text, so
 * a strict CSP allows it), starting where `running` (a previous animation of the same panel) left
 * it, so that closing a panel still opening does not jump. The animation holds its end height;
 * the accordion's own timer ends the animating state and cancels it.
 */
export function animatePanelHeight(
  panel: HTMLElement,
  open: boolean,
  running: Animation | null,
): Animation | null {
  if (typeof panel.animate !== 'function') return null;
  const from = running ? panel.getBoundingClientRect().height : open ? 0 : panel.scrollHeight;
  running?.cancel();
  const to = open ? panel.scrollHeight : 0;
  const animation = panel.animate([{ height: `${from}px` }, { height: `${to}px` }], {
    duration: ACCORDION_ANIMATION_MS,
    easing: 'ease',
    fill: 'forwards',
  });
  // Cancelling rejects `finished`; that is expected here, not an error to report.
  animation.finished?.catch(() => undefined);
  return animation;
}
