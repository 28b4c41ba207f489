import { showSystemError, type SystemErrorOptions } from './system-error';

/**
 * The request wrapper reports failures that need the system-error overlay (authorizationFail, or a
 * call made with `showSystemError`) as a `site-runtime:system-error` event, so it never imports UI.
 */
export function showSystemErrorsFromEvents(signal: AbortSignal, doc: Document = document): void {
  doc.addEventListener(
    'site-runtime:system-error',
    (event) => {
      const detail = (event as CustomEvent<Partial<SystemErrorOptions>>).detail ?? {};
      void showSystemError({
        variant: detail.variant ?? 'generic',
        message: detail.message,
        url: detail.url,
        format: detail.format,
      });
    },
    { signal },
  );
}
