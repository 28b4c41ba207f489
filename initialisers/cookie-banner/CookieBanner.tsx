import { useId, useLayoutEffect, useMemo, useRef } from 'react';
import { sanitiseHtml } from '../../src/lib/sanitise-html';
import * as strings from '../../src/i18n/strings';
import { tabbableElements } from '../../src/ui/focusable';
import { Dialog } from '../../src/ui';
import { BannerActions } from './BannerActions';
import type { CookieBannerSettings } from './settings';

export interface CookieBannerProps {
  settings: CookieBannerSettings;
  /** Forced preview: the popup has no close button and Escape does nothing. */
  preview: boolean;
  /** Move focus into the bar as it opens (the visitor asked for it; never at page load). */
  focusOnOpen: boolean;
  /** True while the popup fades out after a choice; `onExited` follows. */
  closing: boolean;
  onChoice: (accepted: boolean) => void;
  /** The popup's close button or Escape: hides it for this page view, saving no choice. */
  onDismiss: () => void;
  onExited: () => void;
}

function themeClass(settings: CookieBannerSettings): string {
  return `sr-cookie-banner--${settings.cookieBannerTheme.toLowerCase()}`;
}

function positionClass(prefix: string, settings: CookieBannerSettings): string {
  return `${prefix}--${settings.cookieBannerPosition.toLowerCase().replace('_', '-')}`;
}

interface BannerContentProps {
  settings: CookieBannerSettings;
  preview: boolean;
  textId: string;
  onChoice: (accepted: boolean) => void;
}

function BannerContent({ settings, preview, textId, onChoice }: BannerContentProps) {
  const safeText = useMemo(() => sanitiseHtml(settings.cookieBannerText), [settings]);
  return (
    <>
      <div
        id={textId}
        className="sr-cookie-banner__text"
        // The site owner's banner text from the page context (or our default), through the
        // allow-list: text and links only, never script.
        dangerouslySetInnerHTML={{ __html: safeText }}
      />
      {preview && <p className="sr-cookie-banner__preview">{strings.cookieBanner.previewNotice}</p>}
      <BannerActions settings={settings} onChoice={onChoice} />
    </>
  );
}

/** The bar: a labelled region, not modal; the page stays usable around it. */
function CookieBar(props: CookieBannerProps) {
  const { settings, focusOnOpen } = props;
  const textId = useId();
  const regionRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!focusOnOpen || !regionRef.current) return;
    tabbableElements(regionRef.current)[0]?.focus();
  }, [focusOnOpen]);

  return (
    <div
      ref={regionRef}
      role="region"
      aria-label={strings.cookieBanner.label}
      className={[
        'sr-cookie-banner sr-cookie-banner--bar',
        positionClass('sr-cookie-banner', settings),
        themeClass(settings),
      ].join(' ')}
    >
      <div className="sr-cookie-banner__inner">
        <BannerContent
          settings={settings}
          preview={props.preview}
          textId={textId}
          onChoice={props.onChoice}
        />
      </div>
    </div>
  );
}

/** The popup: a modal dialog in one corner of the viewport. */
function CookiePopup(props: CookieBannerProps) {
  const { settings } = props;
  const textId = useId();
  return (
    <Dialog
      ariaLabel={strings.cookieBanner.label}
      describedBy={textId}
      onClose={props.onDismiss}
      dismissible={!props.preview}
      closing={props.closing}
      onExited={props.onExited}
      className={`sr-cookie-banner sr-cookie-banner--popup ${themeClass(settings)}`}
      overlayClassName={`sr-cookie-popup-overlay ${positionClass('sr-cookie-popup-overlay', settings)}`}
    >
      <BannerContent
        settings={settings}
        preview={props.preview}
        textId={textId}
        onChoice={props.onChoice}
      />
    </Dialog>
  );
}

export function CookieBanner(props: CookieBannerProps) {
  return props.settings.cookieBannerVariant === 'POPUP' ? (
    <CookiePopup {...props} />
  ) : (
    <CookieBar {...props} />
  );
}
