import { useEffect, useEffectEvent, useRef } from 'react';
import * as strings from '../i18n/strings';
import { INFO_AUTO_HIDE_MS } from './constants';
import {
  hasValidLayout,
  hasValidTexts,
  popupBoxStyle,
  usePopupPosition,
  type PopupLayoutOptions,
} from './popup-options';
import { openInHost, type EntryControls } from './ui-host';
import { useExitTransition } from './use-exit-transition';
import { usePopupLayer } from './use-popup-layer';

export interface InfoOptions extends PopupLayoutOptions {
  title?: string;
  message: string;
}

/**
 * A short notice that hides itself. It is a status message, not a modal dialog: it takes no
 * focus and leaves the page usable, while screen readers announce it.
 */
function InfoPopup({
  title,
  message,
  padding,
  position,
  controls,
}: InfoOptions & { controls: EntryControls<void> }) {
  const layerRef = useRef<HTMLDivElement>(null);
  const autoHide = useEffectEvent(() => controls.close());
  usePopupLayer(controls.id, layerRef, !controls.closing);
  useExitTransition(layerRef, controls.closing, controls.exited);
  usePopupPosition(controls.id, position);

  useEffect(() => {
    const timer = window.setTimeout(autoHide, INFO_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div
      ref={layerRef}
      className={
        controls.closing ? 'sr-layer sr-info-layer sr-layer--closing' : 'sr-layer sr-info-layer'
      }
    >
      <div
        id={controls.id}
        role="status"
        className="sr-popup sr-info"
        style={popupBoxStyle(padding)}
      >
        {title && <p className="sr-popup-title">{title}</p>}
        <p className="sr-popup-message">{message}</p>
      </div>
    </div>
  );
}

/** Shows a notice for 2000 ms; resolves once it hides. */
export function showInfo(options: InfoOptions): Promise<void> {
  if (!hasValidTexts('showInfo', options, ['message'], ['title'])) return Promise.resolve();
  if (!hasValidLayout('showInfo', options)) return Promise.resolve();
  return openInHost<void>(undefined, (controls) => <InfoPopup {...options} controls={controls} />);
}

/** The notice for `?logout=true` (runtime.md, query flags). */
export function showLogoutSuccess(): Promise<void> {
  return showInfo({ title: strings.logout.title, message: strings.logout.message });
}
