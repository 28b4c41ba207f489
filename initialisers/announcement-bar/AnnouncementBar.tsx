import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { sanitiseHtml } from '../../src/lib/sanitise-html';
import * as strings from '../../src/i18n/strings';
import { HEIGHT_PROPERTY } from './constants';
import * as dom from '../../src/lib/dom';

export interface AnnouncementBarProps {
  /** Platform-rendered HTML (websiteSettings.announcementBarSettings.text). */
  html: string;
  /** A followable link (already categorised), or null for a bar without a link. */
  href: string | null;
  newWindow: boolean;
  /** The visitor closed it. */
  onDismiss: () => void;
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The fixed bar covers the top of the page instead of pushing it down: its height goes into a CSS
 * custom property on <html> so a template can make room for it if it wants to.
 */
function useHeightProperty() {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const rootStyle = dom.root().style;
    const update = (): void => rootStyle.setProperty(HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      rootStyle.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

function Bar(props: AnnouncementBarProps) {
  const textId = useId();
  const ref = useHeightProperty();
  const safeHtml = useMemo(() => sanitiseHtml(props.html), [props.html]);
  return (
    <div
      ref={ref}
      className="sqs-announcement-bar sr-announcement-bar"
      role="region"
      aria-label={strings.announcementBar.label}
    >
      <div className="sqs-announcement-bar-content sr-announcement-bar__content">
        {props.href !== null && (
          // The platform's own markup: one link stretched over the bar, named by the text.
          <a
            className="sqs-announcement-bar-url sr-announcement-bar__link"
            href={props.href}
            aria-labelledby={textId}
            {...(props.newWindow ? { target: '_blank', rel: 'noopener' } : {})}
          />
        )}
        <div
          id={textId}
          className="sqs-announcement-bar-text sr-announcement-bar__text"
          // HTML from the page context, through the allow-list: whoever can alter the context
          // (content that spoofs it, a broken server) gets text and links, never script.
          dangerouslySetInnerHTML={{ __html: safeHtml }}
        />
        <button
          type="button"
          className="sqs-announcement-bar-close sr-announcement-bar__close"
          aria-label={strings.announcementBar.close}
          onClick={props.onDismiss}
        >
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}

/** The announcement bar; it renders nothing once the visitor closed it. */
export function AnnouncementBar(props: AnnouncementBarProps) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Bar
      {...props}
      onDismiss={() => {
        setDismissed(true);
        props.onDismiss();
      }}
    />
  );
}
