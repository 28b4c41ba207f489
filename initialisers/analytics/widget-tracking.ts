import type { PageContext } from '../../src/context/types';

// The widget tracking payload (spec widgets.md section 3, "Analytics event payload (widget
// tracking)": pagePath, pageHash, websiteId, templateId, variantId, memberAccountId, member_locale,
// website_locale), sent as the `data` of a form-encoded RecordEvent with the crumb and the event
// name (section 7).
//
// The platform's widget tracker builds it so (saved bundle in public code, find_string
// "SS_ANALYTICS_ID", index id 10339017729, its `_generatePayload`): the caller's payload without
// those six keys, then `pageHash` only when the address has a hash, then `pagePath` (the path
// without its trailing slash), then the six keys, each the caller's value or null. Here a value
// the caller leaves out comes from the page context when the context has it: the website and
// template ids, the signed-in account (widgets.md section 6: "The visitor's member id is taken from
// the page context if present") and the site's language; variantId and member_locale have no
// place in the context and stay null unless given.

export interface WidgetTrackingFields {
  pagePath: string;
  pageHash?: string;
  websiteId: unknown;
  templateId: unknown;
  variantId: unknown;
  memberAccountId: unknown;
  member_locale: unknown;
  website_locale: unknown;
}

const OWN_KEYS = [
  'websiteId',
  'memberAccountId',
  'website_locale',
  'member_locale',
  'templateId',
  'variantId',
] as const;

/** The path without one trailing slash (`/` gives ''), as the platform's trackers send it. */
export function normalisedPathname(pathname: string): string {
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

function orNull(value: string | undefined): string | null {
  return value ? value : null;
}

/** The RecordEvent data of a widget event: the caller's payload with the page's fields. */
export function widgetTrackingPayload(
  context: PageContext,
  location: Pick<Location, 'pathname' | 'hash'>,
  payload: Record<string, unknown> = {},
): Record<string, unknown> & WidgetTrackingFields {
  // No prototype: a field called __proto__ is a field like any other.
  const rest = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of Object.entries(payload)) {
    if (!(OWN_KEYS as readonly string[]).includes(key)) rest[key] = value;
  }
  const given = (key: (typeof OWN_KEYS)[number], fallback: string | null): unknown =>
    payload[key] === undefined ? fallback : payload[key];
  return {
    ...rest,
    ...(location.hash ? { pageHash: location.hash } : {}),
    pagePath: normalisedPathname(location.pathname),
    websiteId: given('websiteId', orNull(context.website.id)),
    templateId: given('templateId', orNull(context.templateId)),
    variantId: given('variantId', null),
    memberAccountId: given('memberAccountId', orNull(context.authenticatedAccount?.id)),
    member_locale: given('member_locale', null),
    website_locale: given('website_locale', orNull(context.website.language)),
  };
}
