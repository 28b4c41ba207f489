// The visible labels of the parts of compound fields, from the form's localized strings.
import type { FormField, FormModel } from './model';
import { ownValue } from '../../src/lib/own-keys';

export function partLabel(field: FormField, part: string, model: FormModel): string {
  const s = model.strings;
  switch (field.type) {
    case 'name':
      return part === 'First' ? s.name.firstName : s.name.lastName;
    case 'address': {
      const labels: Record<string, string> = {
        Line1: s.address.address1,
        Line2: s.address.address2,
        City: s.address.city,
        State: s.address.stateProvince,
        Zip: s.address.zipPostalCode,
        Country: s.address.country,
      };
      return ownValue(labels, part) ?? part;
    }
    case 'date':
      return part === 'Month' ? s.date.month : part === 'Day' ? s.date.day : s.date.year;
    case 'time': {
      const labels: Record<string, string> = {
        Hour: s.time.hour,
        Minute: s.time.minute,
        Second: s.time.second,
        Ampm: s.time.amPm,
      };
      return ownValue(labels, part) ?? part;
    }
    case 'phone': {
      if (part === 'Country') return s.phone.country;
      const index = model.formats.phoneParts.findIndex((p) => p.identifier === part);
      const count = model.formats.phoneParts.length;
      // (123) 456-7890: area code, prefix, line; any other layout names its last part Number.
      if (count === 3) return [s.phone.areaCode, s.phone.prefix, s.phone.line][index] ?? part;
      return index === count - 1 ? s.phone.number : `${s.phone.number} ${index + 1}`;
    }
    default:
      return part;
  }
}
