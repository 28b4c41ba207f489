import { useEffect, useMemo } from 'react';
import { adaptiveThrottle, type AdaptiveThrottle } from '../../src/lib/adaptive-throttle';
import type { FormValues } from './field-values';
import type { FormModel } from './model';
import { storeValues } from './stored-values';

export type StoredValuesWriter = ((values: FormValues) => void) &
  Pick<AdaptiveThrottle<[FormValues]>, 'cancel'>;

/**
 * Keeps what the visitor types in session storage through the adaptive throttle (src/lib): a
 * storage write is synchronous, so on a slow device a long form's writes wait twice their average
 * time between keystrokes instead of slowing the typing. The last values are written before the
 * page goes away and when the form unmounts: nothing typed is lost.
 */
export function useStoredValuesWriter(key: string, model: FormModel): StoredValuesWriter {
  const throttle = useMemo(
    () => adaptiveThrottle((values: FormValues) => storeValues(key, model, values)),
    [key, model],
  );
  useEffect(() => {
    const controller = new AbortController();
    window.addEventListener('pagehide', () => throttle.flush(), { signal: controller.signal });
    return () => {
      controller.abort();
      throttle.flush();
    };
  }, [throttle]);
  return useMemo(
    () => Object.assign((values: FormValues) => throttle.call(values), { cancel: throttle.cancel }),
    [throttle],
  );
}
