// Which contact items the site enabled in mobileInfoBarSettings (real pages: isContactEmailEnabled,
// isContactPhoneNumberEnabled, isLocationEnabled, isBusinessHoursEnabled) and also has data for.
// The core asks only whether there is any (hasInfoBarItems): cheap, no link checks, so that the
// pack is fetched only for a bar with something to show.
import type { PageContext } from '../../src/context/types';
import { asBoolean } from '../../src/lib/coerce';

export const WEEKDAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

/** The details of the items the site enabled and has data for, not yet checked as links. */
export interface EnabledDetails {
  email: string | null;
  phone: string | null;
  /** Address lines and country; empty when location is off or unknown. */
  address: string[];
  /** Weekday index (Monday 0) and text of the days with hours; empty when hours are off. */
  hours: Array<{ index: number; text: string }>;
}

export function enabledDetails(context: PageContext): EnabledDetails {
  const flags = context.websiteSettings.mobileInfoBarSettings;
  const { contactEmail, contactPhoneNumber, businessHours } = context.websiteSettings;
  const location = context.website.location;
  const address = [location.addressLine1, location.addressLine2, location.addressCountry].filter(
    Boolean,
  );
  return {
    email: asBoolean(flags.isContactEmailEnabled) && contactEmail ? contactEmail : null,
    phone:
      asBoolean(flags.isContactPhoneNumberEnabled) && contactPhoneNumber
        ? contactPhoneNumber
        : null,
    address: asBoolean(flags.isLocationEnabled) ? address : [],
    hours: asBoolean(flags.isBusinessHoursEnabled)
      ? WEEKDAYS.flatMap((day, index) => {
          const text = businessHours[day];
          return text ? [{ index, text }] : [];
        })
      : [],
  };
}

/** Whether any item is enabled with data: the bar has something to show (links unchecked). */
export function hasInfoBarItems(context: PageContext): boolean {
  const details = enabledDetails(context);
  return (
    details.email !== null ||
    details.phone !== null ||
    details.address.length > 0 ||
    details.hours.length > 0
  );
}
