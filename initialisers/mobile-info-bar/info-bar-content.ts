// What the mobile info bar shows: the contact items the site enabled in mobileInfoBarSettings
// (real pages: isContactEmailEnabled, isContactPhoneNumberEnabled, isLocationEnabled,
// isBusinessHoursEnabled) that the context also has data for (info-bar-items.ts), as checked links
// and named weekdays. Built in the pack, once the bar is about to show.
import type { PageContext } from '../../src/context/types';
import { LinkCategory } from '../../src/enums/links';
import { categoriseLink } from '../../src/lib/links';
import { MAP_SEARCH_URL } from './constants';
import { enabledDetails, WEEKDAYS } from './info-bar-items';

export type InfoLinkKind = 'email' | 'phone' | 'location';

export interface InfoLink {
  kind: InfoLinkKind;
  href: string;
  /** The address, number or place, as the site wrote it. */
  detail: string;
}

export interface OpeningHours {
  /** The weekday's name in the site's language. */
  day: string;
  text: string;
}

export interface InfoBarContent {
  links: InfoLink[];
  /** Empty when hours are off or none are set. */
  hours: OpeningHours[];
}

/** Weekday names, Monday first, in `language` (English when the tag is not valid). */
export function weekdayNames(language: string): string[] {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
  }
  // 1 January 2024 was a Monday.
  return WEEKDAYS.map((_, index) => format.format(Date.UTC(2024, 0, 1 + index)));
}

/** A link only when it categorises as expected; otherwise the reason is reported. */
function checkedLink(
  kind: InfoLinkKind,
  href: string,
  detail: string,
  expected: LinkCategory,
  warn: (message: string) => void,
): InfoLink | null {
  const category = categoriseLink(href);
  if (category === expected) return { kind, href, detail };
  warn(
    `Mobile info bar: the ${kind} "${detail}" is not a valid ${expected} link, so it is left out`,
  );
  return null;
}

export function readInfoBarContent(
  context: PageContext,
  warn: (message: string) => void,
): InfoBarContent {
  const { email, phone, address, hours } = enabledDetails(context);
  const location = context.website.location;
  const links: Array<InfoLink | null> = [];

  if (email !== null) {
    links.push(checkedLink('email', `mailto:${email}`, email, LinkCategory.byName.MAILTO, warn));
  }
  if (phone !== null) {
    // Spaces, dots and brackets are for reading; a tel link keeps digits, plus and minus.
    const dialable = phone.replace(/[^\d+-]/g, '');
    links.push(checkedLink('phone', `tel:${dialable}`, phone, LinkCategory.byName.TEL, warn));
  }
  if (address.length > 0) {
    const place = [location.addressTitle, ...address].filter(Boolean).join(', ');
    links.push(
      checkedLink(
        'location',
        `${MAP_SEARCH_URL}${encodeURIComponent(address.join(', '))}`,
        place,
        LinkCategory.byName.EXTERNAL,
        warn,
      ),
    );
  }

  const names = weekdayNames(context.website.language);
  return {
    links: links.filter((link): link is InfoLink => link !== null),
    hours: hours.map(({ index, text }) => ({ day: names[index] ?? WEEKDAYS[index] ?? '', text })),
  };
}
