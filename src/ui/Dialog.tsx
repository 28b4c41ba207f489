import {
  useContext,
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import * as strings from '../i18n/strings';
import { ensureStylesheet } from '../runtime/assets';
import { tabbableElements } from './focusable';
import { InUiHostContext } from './in-ui-host';
import { useExitTransition } from './use-exit-transition';
import { useModalLayer } from './use-modal-layer';
import * as dom from '../lib/dom';

export interface DialogProps {
  /** Visible heading; it names the dialog. */
  title?: string;
  /** Names the dialog when it has no visible title. */
  ariaLabel?: string;
  /** Id of an element inside the dialog that names it, when there is no title. */
  labelledBy?: string;
  /** Id of an element inside the dialog that describes it (a message). */
  describedBy?: string;
  /** Called by Escape and the close button. */
  onClose: () => void;
  /** False: no close button and Escape does nothing (the content must offer a way out). */
  dismissible?: boolean;
  /** True while the dialog fades out: the page is given back at once; `onExited` follows. */
  closing?: boolean;
  onExited?: () => void;
  /** Where focus goes on open. Default: the first focusable element of the content. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Used as the id of the role="dialog" element and in the store's `ui.openDialogs`. */
  id?: string;
  className?: string;
  overlayClassName?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

function classNames(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A modal dialog (WAI-ARIA APG). Outside the UI host it renders into <body> through a portal, so
 * that no block's overflow or stacking context can clip it and the page around it can be inert.
 * Do not use `autoFocus` inside: pass `initialFocusRef` instead.
 */
export function Dialog(props: DialogProps) {
  const { title, ariaLabel, labelledBy, describedBy, onClose, closing = false } = props;
  const dismissible = props.dismissible ?? true;
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const titleId = `${id}-title`;
  const overlayRef = useRef<HTMLDivElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const inHost = useContext(InUiHostContext);

  useEffect(() => ensureStylesheet(), []);
  useModalLayer({
    id,
    active: !closing,
    overlayRef,
    dialogRef,
    initialFocus: () =>
      props.initialFocusRef?.current ??
      (bodyRef.current && tabbableElements(bodyRef.current)[0]) ??
      closeRef.current,
    onEscape: () => {
      if (dismissible) onClose();
    },
  });
  useExitTransition(overlayRef, closing, props.onExited);

  const dialog = (
    <div
      ref={overlayRef}
      className={classNames(
        'sr-layer sr-dialog-overlay',
        closing && 'sr-layer--closing',
        props.overlayClassName,
      )}
      inert={closing}
    >
      <div
        ref={dialogRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : labelledBy}
        aria-label={title || labelledBy ? undefined : ariaLabel}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={classNames('sr-dialog', props.className)}
        style={props.style}
      >
        {(title || dismissible) && (
          <div className="sr-dialog-header">
            {title && (
              <h2 id={titleId} className="sr-dialog-title">
                {title}
              </h2>
            )}
            {dismissible && (
              <button
                ref={closeRef}
                type="button"
                className="sr-dialog-close"
                aria-label={strings.dialog.close}
                onClick={onClose}
              >
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        <div ref={bodyRef} className="sr-dialog-body">
          {props.children}
        </div>
      </div>
    </div>
  );
  return inHost ? dialog : createPortal(dialog, dom.body());
}
