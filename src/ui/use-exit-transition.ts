import { useEffect, useEffectEvent, type RefObject } from 'react';
import { HIDE_FALLBACK_MS } from './constants';
import { prefersReducedMotion } from '../lib/motion';

/**
 * Once `closing` turns true, calls `onExited` when the element's own fade-out ends, or after the
 * hide fallback if no transitionend comes (none runs, or it was interrupted). With reduced motion
 * there is no fade, so it calls at once.
 */
export function useExitTransition(
  ref: RefObject<HTMLElement | null>,
  closing: boolean,
  onExited: (() => void) | undefined,
): void {
  const exited = useEffectEvent(() => onExited?.());

  useEffect(() => {
    const element = ref.current;
    if (!closing) return;
    if (!element || prefersReducedMotion()) {
      exited();
      return;
    }
    let done = false;
    const finish = (): void => {
      if (done) return;
      done = true;
      exited();
    };
    const onTransitionEnd = (event: TransitionEvent): void => {
      // Transitions of children (a button's hover colour) bubble up: only our own counts.
      if (event.target === element) finish();
    };
    element.addEventListener('transitionend', onTransitionEnd);
    const timer = window.setTimeout(finish, HIDE_FALLBACK_MS);
    return () => {
      element.removeEventListener('transitionend', onTransitionEnd);
      window.clearTimeout(timer);
    };
  }, [ref, closing]);
}
