import type { CookieBannerSettings } from './settings';

interface BannerActionsProps {
  settings: CookieBannerSettings;
  onChoice: (accepted: boolean) => void;
}

function AcceptIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M2.5 8.5l3.5 3.5 7.5-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function DeclineIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

interface ActionProps {
  text: string;
  accept: boolean;
  variant: CookieBannerSettings['cookieBannerCtaVariant'];
  onClick: () => void;
}

/** One choice. Accept and decline share every style, so neither is more prominent. */
function Action({ text, accept, variant, onClick }: ActionProps) {
  const className = `sr-cookie-banner__action sr-cookie-banner__action--${variant.toLowerCase()}`;
  const kind = accept ? 'accept' : 'decline';
  if (variant === 'ICON') {
    // An icon alone: the CTA text names it and shows as a tooltip.
    return (
      <button
        type="button"
        className={className}
        aria-label={text}
        title={text}
        data-choice={kind}
        onClick={onClick}
      >
        {accept ? <AcceptIcon /> : <DeclineIcon />}
      </button>
    );
  }
  return (
    <button type="button" className={className} data-choice={kind} onClick={onClick}>
      {text}
    </button>
  );
}

/**
 * OPT_IN: one accept button. OPT_IN_AND_OUT: decline then accept, the same size and style. The
 * CTA variant (TEXT, BUTTON, ICON) sets how both look.
 */
export function BannerActions({ settings, onChoice }: BannerActionsProps) {
  const variant = settings.cookieBannerCtaVariant;
  return (
    <div className="sr-cookie-banner__actions">
      {settings.cookieBannerAcceptType === 'OPT_IN_AND_OUT' && (
        <Action
          text={settings.cookieBannerOptOutCtaText}
          accept={false}
          variant={variant}
          onClick={() => onChoice(false)}
        />
      )}
      <Action
        text={settings.cookieBannerCtaText}
        accept={true}
        variant={variant}
        onClick={() => onChoice(true)}
      />
    </div>
  );
}
