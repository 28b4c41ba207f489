import { useId, useRef } from 'react';
import * as strings from '../i18n/strings';
import { createLogger } from '../runtime/logger';
import { Dialog } from './Dialog';
import { hasValidTexts } from './popup-options';
import { POPUP_STYLE } from './popup-style';
import { openInHost, type EntryControls } from './ui-host';

const log = createLogger('ui');

export type SystemErrorVariant = 'cleaned' | 'network' | 'generic';

export interface SystemErrorOptions {
  variant: SystemErrorVariant;
  /** network: the server's error text (else the standard one); generic: the error text. */
  message?: string;
  /** generic: the URL that failed. */
  url?: string;
  /** generic: the expected response format. */
  format?: string;
}

const VARIANTS: readonly string[] = ['cleaned', 'network', 'generic'];

function GenericDetails({ url, format, message }: Omit<SystemErrorOptions, 'variant'>) {
  const labels = strings.systemErrorDetails;
  const rows: Array<[string, string | undefined]> = [
    [labels.url, url],
    [labels.format, format],
    [labels.error, message],
  ];
  return (
    <dl className="sr-system-error-details">
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className="sr-system-error-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function SystemErrorOverlay({
  controls,
  ...error
}: SystemErrorOptions & { controls: EntryControls<void> }) {
  const contentId = useId();
  const text = strings.systemError;
  const clear = () => controls.close();
  // Focus starts on Clear: an accidental Enter must not reload away what the visitor typed.
  const clearRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      id={controls.id}
      title={error.variant === 'cleaned' ? text.cleanedTitle : text.genericTitle}
      describedBy={contentId}
      onClose={clear}
      closing={controls.closing}
      onExited={controls.exited}
      className={`sr-popup sr-system-error sr-system-error--${error.variant}`}
      style={POPUP_STYLE}
      initialFocusRef={clearRef}
    >
      <div id={contentId}>
        {error.variant === 'cleaned' && <p className="sr-popup-message">{text.cleanedMessage}</p>}
        {error.variant === 'network' && (
          <p className="sr-popup-message">{error.message || text.networkMessage}</p>
        )}
        {error.variant === 'generic' && <GenericDetails {...error} />}
      </div>
      <div className="sr-popup-actions">
        <button
          type="button"
          className="sr-button sr-button--primary"
          onClick={() => window.location.reload()}
        >
          {text.reload}
        </button>
        <button ref={clearRef} type="button" className="sr-button" onClick={clear}>
          {text.clear}
        </button>
      </div>
    </Dialog>
  );
}

let openOverlay: Promise<void> | null = null;

/**
 * Shows the system-error overlay; resolves when it is cleared. Only one shows at a time: while it
 * is open, further errors return the same promise instead of stacking overlays.
 */
export function showSystemError(options: SystemErrorOptions): Promise<void> {
  if (!VARIANTS.includes(options?.variant)) {
    log.error(
      'showSystemError: variant must be cleaned, network or generic; nothing was shown.',
      options,
    );
    return Promise.resolve();
  }
  if (!hasValidTexts('showSystemError', options, [], ['message', 'url', 'format'])) {
    return Promise.resolve();
  }
  if (openOverlay) return openOverlay;
  const overlay = openInHost<void>(undefined, (controls) => (
    <SystemErrorOverlay {...options} controls={controls} />
  ));
  openOverlay = overlay;
  void overlay.then(() => {
    if (openOverlay === overlay) openOverlay = null;
  });
  return overlay;
}
