import { showSystemError } from './lazy';
import type { SystemErrorOptions } from './system-error';
import { createLogger } from '../runtime/logger';
import * as dom from '../lib/dom';

const log = createLogger('ui');

/**
 * The request wrapper reports failures that need the system-error overlay (authorizationFail, or a
 * call made with `showSystemError`) as a `site-runtime:system-error` event, so it never imports UI.
 */
export function showSystemErrorsFromEvents(signal: AbortSignal, doc: Document = document): void {
  dom.on(
    doc,
    'site-runtime:system-error',
    (event) => {
      const detail = (event as CustomEvent<Partial<SystemErrorOptions>>).detail ?? {};
      showSystemError({
        variant: detail.variant ?? 'generic',
        message: detail.message,
        url: detail.url,
        format: detail.format,
      }).catch((error: unknown) => log.error('Could not show the system-error overlay', error));
    },
    { signal },
  );
}
