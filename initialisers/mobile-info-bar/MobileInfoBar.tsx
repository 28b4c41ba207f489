import { useId, useState, type ReactNode } from 'react';
import * as strings from '../../src/i18n/strings';
import { useMediaQuery } from '../../src/lib/use-media-query';
import { MOBILE_INFO_BAR_QUERY } from './constants';
import type { InfoBarContent, InfoLinkKind } from './info-bar-content';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const ICONS: Record<InfoLinkKind | 'hours', ReactNode> = {
  email: (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  ),
  phone: (
    <Icon>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Icon>
  ),
  location: (
    <Icon>
      <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12z" />
      <circle cx="12" cy="9" r="2.5" />
    </Icon>
  ),
  hours: (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Icon>
  ),
};

const LABELS: Record<InfoLinkKind, string> = {
  email: strings.mobileInfoBar.email,
  phone: strings.mobileInfoBar.call,
  location: strings.mobileInfoBar.location,
};

/**
 * The bar along the bottom of narrow viewports (1024 px or less, followed live as the viewport
 * changes). It is fixed, and a spacer of its height at the end of the page keeps the last content
 * reachable without moving anything that is already on screen.
 */
export function MobileInfoBar({ content }: { content: InfoBarContent }) {
  const narrow = useMediaQuery(MOBILE_INFO_BAR_QUERY);
  const [hoursOpen, setHoursOpen] = useState(false);
  const hoursId = useId();
  if (!narrow) return null;

  return (
    <>
      <div className="sr-mobile-info-bar-spacer" aria-hidden="true" />
      <div
        className="sqs-mobile-info-bar sr-mobile-info-bar"
        role="region"
        aria-label={strings.mobileInfoBar.label}
      >
        {content.hours.length > 0 && (
          <div id={hoursId} className="sr-mobile-info-bar__hours" hidden={!hoursOpen}>
            <dl>
              {content.hours.map(({ day, text }) => (
                <div key={day} className="sr-mobile-info-bar__hours-row">
                  <dt>{day}</dt>
                  <dd>{text}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        <ul className="sr-mobile-info-bar__items">
          {content.links.map((link) => (
            <li key={link.kind}>
              <a
                className={`sqs-mobile-info-bar-trigger sr-mobile-info-bar__item sr-mobile-info-bar__item--${link.kind}`}
                href={link.href}
                {...(link.kind === 'location' ? { target: '_blank', rel: 'noopener' } : {})}
              >
                {ICONS[link.kind]}
                <span>{LABELS[link.kind]}</span>
                <span className={VISUALLY_HIDDEN}>: {link.detail}</span>
              </a>
            </li>
          ))}
          {content.hours.length > 0 && (
            <li>
              <button
                type="button"
                className="sqs-mobile-info-bar-trigger sr-mobile-info-bar__item sr-mobile-info-bar__item--hours"
                aria-expanded={hoursOpen}
                aria-controls={hoursId}
                onClick={() => setHoursOpen((open) => !open)}
              >
                {ICONS.hours}
                <span>{strings.mobileInfoBar.hours}</span>
              </button>
            </li>
          )}
        </ul>
      </div>
    </>
  );
}
