import { useId } from 'react';
import * as strings from '../i18n/strings';
import { Dialog } from './Dialog';
import {
  hasValidLayout,
  hasValidTexts,
  popupBoxStyle,
  usePopupPosition,
  type PopupLayoutOptions,
} from './popup-options';
import { openInHost, type EntryControls } from './ui-host';

export interface AlertOptions extends PopupLayoutOptions {
  title?: string;
  message: string;
}

function AlertPopup({
  title,
  message,
  padding,
  position,
  controls,
}: AlertOptions & { controls: EntryControls<void> }) {
  const messageId = useId();
  usePopupPosition(controls.id, position);
  const close = () => controls.close();
  return (
    <Dialog
      id={controls.id}
      title={title}
      labelledBy={title ? undefined : messageId}
      describedBy={title ? messageId : undefined}
      onClose={close}
      closing={controls.closing}
      onExited={controls.exited}
      className="sr-popup sr-alert"
      style={popupBoxStyle(padding)}
    >
      <p id={messageId} className="sr-popup-message">
        {message}
      </p>
      <div className="sr-popup-actions">
        <button type="button" className="sr-button sr-button--primary" onClick={close}>
          {strings.dialog.ok}
        </button>
      </div>
    </Dialog>
  );
}

/** Shows a message with an OK button; resolves when the visitor closes it. */
export function showAlert(options: AlertOptions): Promise<void> {
  if (!hasValidTexts('showAlert', options, ['message'], ['title'])) return Promise.resolve();
  if (!hasValidLayout('showAlert', options)) return Promise.resolve();
  return openInHost<void>(undefined, (controls) => <AlertPopup {...options} controls={controls} />);
}
