import { useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import * as strings from '../../src/i18n/strings';
import { Dialog } from '../../src/ui';
import { FORM_SUBMITTED_EVENT } from '../popup-overlay/constants';
import type { ServerContent } from '../popup-overlay/server-content';

export interface PopupOverlayProps {
  content: ServerContent;
  /** The settings' style number, exposed as a class for template CSS. */
  style: number;
  /** The visitor closed it (close button or Escape). */
  onVisitorClose: () => void;
  /** A form inside was submitted. */
  onSubmitted: () => void;
  /** The fade-out is over: the dialog can be removed. */
  onExited: () => void;
}

/** Holds the server's nodes while mounted and reports submissions of the forms among them. */
function ServerContentHolder({
  content,
  onSubmitted,
}: Pick<PopupOverlayProps, 'content' | 'onSubmitted'>) {
  const holderRef = useRef<HTMLDivElement>(null);
  const submitted = useEffectEvent(() => onSubmitted());

  // A layout effect: the nodes must be inside before the dialog picks what to focus.
  useLayoutEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    content.moveInto(holder);
    // A plain form submits natively (the page then leaves); a runtime form block cancels the
    // native submit and reports its success with FORM_SUBMITTED_EVENT instead.
    const onSubmit = (event: Event): void => {
      if (!event.defaultPrevented) submitted();
    };
    const onFormSubmitted = (): void => submitted();
    holder.addEventListener('submit', onSubmit);
    holder.addEventListener(FORM_SUBMITTED_EVENT, onFormSubmitted);
    return () => {
      holder.removeEventListener('submit', onSubmit);
      holder.removeEventListener(FORM_SUBMITTED_EVENT, onFormSubmitted);
      content.restore();
    };
  }, [content]);

  return <div ref={holderRef} className="sr-popup-overlay__content" />;
}

/** The popup overlay: a modal dialog around the content the platform rendered. */
export function PopupOverlay(props: PopupOverlayProps) {
  const { content } = props;
  const [closing, setClosing] = useState(false);
  const close = (): void => {
    if (closing) return;
    setClosing(true);
    props.onVisitorClose();
  };

  return (
    <Dialog
      labelledBy={content.labelId ?? undefined}
      ariaLabel={content.labelId ? undefined : strings.popupOverlay.label}
      onClose={close}
      closing={closing}
      onExited={props.onExited}
      className={`sr-popup-overlay sr-popup-overlay--style-${props.style}`}
      overlayClassName="sr-popup-overlay-layer"
    >
      <ServerContentHolder content={content} onSubmitted={props.onSubmitted} />
    </Dialog>
  );
}
