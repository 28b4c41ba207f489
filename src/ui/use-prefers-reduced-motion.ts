import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, reducedMotionQuery } from '../lib/motion';

function subscribe(onChange: () => void): () => void {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The reduced-motion preference, kept current when the visitor changes it. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
