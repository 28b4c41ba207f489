import { useEffect, useEffectEvent, useId } from 'react';
import * as strings from '../i18n/strings';
import { createLogger } from '../runtime/logger';
import { Dialog } from './Dialog';
import {
  hasValidLayout,
  hasValidTexts,
  popupBoxStyle,
  usePopupPosition,
  type PopupLayoutOptions,
} from './popup-options';
import { openInHost, type EntryControls } from './ui-host';

const log = createLogger('ui');

export interface ConfirmOptions extends PopupLayoutOptions {
  title?: string;
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** After this long without an answer the popup hides itself and resolves false. */
  timeoutMs?: number;
}

type ConfirmPopupProps = ConfirmOptions & { controls: EntryControls<boolean> };

function ConfirmPopup({
  title,
  message,
  timeoutMs,
  padding,
  position,
  controls,
  ...labels
}: ConfirmPopupProps) {
  const messageId = useId();
  usePopupPosition(controls.id, position);
  const timedOut = useEffectEvent(() => controls.close(false));

  useEffect(() => {
    if (timeoutMs === undefined) return;
    const timer = window.setTimeout(timedOut, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  // Cancel comes first so that focus lands on the answer that changes nothing.
  return (
    <Dialog
      id={controls.id}
      title={title}
      labelledBy={title ? undefined : messageId}
      describedBy={title ? messageId : undefined}
      onClose={() => controls.close(false)}
      closing={controls.closing}
      onExited={controls.exited}
      className="sr-popup sr-confirm"
      style={popupBoxStyle(padding)}
    >
      <p id={messageId} className="sr-popup-message">
        {message}
      </p>
      <div className="sr-popup-actions">
        <button type="button" className="sr-button" onClick={() => controls.close(false)}>
          {labels.cancelLabel || strings.dialog.cancel}
        </button>
        <button
          type="button"
          className="sr-button sr-button--primary"
          onClick={() => controls.close(true)}
        >
          {labels.confirmLabel || strings.dialog.confirm}
        </button>
      </div>
    </Dialog>
  );
}

const OPTIONAL_TEXTS = ['title', 'confirmLabel', 'cancelLabel'];

function validTimeout(timeoutMs: unknown): boolean {
  return timeoutMs === undefined || (typeof timeoutMs === 'number' && timeoutMs > 0);
}

/**
 * Asks a yes/no question. Resolves true on Confirm; false on Cancel, Escape, the close button or
 * the optional time-out.
 */
export function showConfirm(options: ConfirmOptions): Promise<boolean> {
  if (!hasValidTexts('showConfirm', options, ['message'], OPTIONAL_TEXTS))
    return Promise.resolve(false);
  if (!validTimeout(options.timeoutMs)) {
    log.error('showConfirm: timeoutMs must be a positive number; nothing was shown.', options);
    return Promise.resolve(false);
  }
  if (!hasValidLayout('showConfirm', options)) return Promise.resolve(false);
  return openInHost(false, (controls) => <ConfirmPopup {...options} controls={controls} />);
}
