import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { ACCORDION_ANIMATION_MS } from './constants';

/**
 * Animates a panel's height while its item is animating, with the Web Animations API (no inline
 * style text, so a strict CSP allows it). The reducer's timer, not this animation, ends the
 * animating state; the animation holds its end height until then.
 */
export function useHeightAnimation(
  panelRef: RefObject<HTMLElement | null>,
  open: boolean,
  animating: boolean,
): void {
  const animationRef = useRef<Animation | null>(null);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    const running = animationRef.current;
    if (!animating) {
      running?.cancel();
      animationRef.current = null;
      return;
    }
    if (!panel || typeof panel.animate !== 'function') return;
    // Start where a running animation left the panel, so closing an opening panel does not jump.
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
    animationRef.current = animation;
  }, [panelRef, open, animating]);

  useEffect(() => {
    const animation = animationRef;
    return () => animation.current?.cancel();
  }, []);
}
