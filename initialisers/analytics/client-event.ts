import type { ClientEventPayload } from '../../src/api/client-tracker';
import type { PageContext } from '../../src/context/types';
import { isRecord } from '../../src/lib/coerce';
import * as dom from '../../src/lib/dom';
import { describeValue, type Parsed } from '../../src/lib/parsed';
import { normalisedPathname } from './widget-tracking';

// The client tracker's payload (spec widgets.md sections 3, 7 and 8): analyticsId, commonData and
// customData (JSON strings) and customSchemaName. "The client tracker carries common fields actor,
// action, event_owner_team, event_source, object_type, plus optional object, indirect object,
// product area, page, section, locale and user fields. Its payload adds analytics id, page host,
// path, query, referrer, window size, language, timestamp, marketing id, session id, website id,
// template id and member account id." "No payload rejects with 'no payload'. A mistyped common
// field warns and is dropped."
//
// The field names are the platform's own, from its client tracker (@sqs/track-events) in a saved
// copy of the platform's bundle in public code (find_string "SS_ANALYTICS_ID", index id
// 10339017729): its common-field table (every field a string; the first five not nullable), the
// page fields its `_generatePayload` adds (browser_window_height ... frontsite_language), and the
// context fields it sets last (context_website_id, user_website_id, context_template_website_id,
// user_member_account_id). A caller's field named in the table goes to commonData when it is a
// string (or null where nullable), else it is dropped with a warning; any other field goes to
// customData.

/** The common fields and whether each may be null; every one is a string. */
export const COMMON_FIELDS: Readonly<Record<string, { nullable: boolean }>> = Object.freeze({
  actor: { nullable: false },
  action: { nullable: false },
  event_owner_team: { nullable: false },
  event_source: { nullable: false },
  object_type: { nullable: false },
  context_website_identifier: { nullable: true },
  destination_url: { nullable: true },
  object_identifier: { nullable: true },
  object_id: { nullable: true },
  object_display_name: { nullable: true },
  object_value: { nullable: true },
  indirect_object_identifier: { nullable: true },
  indirect_object_id: { nullable: true },
  indirect_object_display_name: { nullable: true },
  indirect_object_value: { nullable: true },
  indirect_object_type: { nullable: true },
  product_area: { nullable: true },
  product_page: { nullable: true },
  product_section: { nullable: true },
  product_design_identifier: { nullable: true },
  user_member_account_id: { nullable: true },
  user_session_id: { nullable: true },
  browser_locale: { nullable: true },
  member_account_locale: { nullable: true },
  website_locale: { nullable: true },
  frontsite_language: { nullable: true },
});

/** The spec's rejection when there is nothing to send. */
export const NO_PAYLOAD = 'no payload';
/** The platform tracker's fallback when the document declares no language. */
const DEFAULT_LOCALE = 'en-US';

export interface ClientEventInput {
  /** The caller's fields: common fields and custom ones. */
  fields: unknown;
  customSchemaName?: string | null;
  analyticsId: string | null;
  marketingId: string | null;
  sessionId: string | null;
  context: PageContext;
  win: Window;
  /** Epoch milliseconds. */
  now: number;
}

export interface ClientEvent {
  payload: ClientEventPayload;
  /** One line per common field that was dropped. */
  warnings: string[];
  /** Required common fields the caller left out (the event is sent all the same). */
  missing: string[];
}

function isCommonValue(name: string, value: unknown): boolean {
  const field = COMMON_FIELDS[name];
  return typeof value === 'string' || (field?.nullable === true && value === null);
}

function pageFields(input: ClientEventInput): Record<string, unknown> {
  const { win, now } = input;
  const doc = win.document;
  return {
    browser_window_height: win.innerHeight,
    browser_window_width: win.innerWidth,
    browser_language: win.navigator.language,
    page_host: win.location.hostname,
    page_path: normalisedPathname(win.location.pathname),
    page_query_params: win.location.search,
    page_referrer_url: dom.referrer(doc),
    resolved_locale: dom.root(doc).lang || DEFAULT_LOCALE,
    timestamp_client: now,
    user_marketing_id: input.marketingId,
    user_session_id: input.sessionId,
    browser_locale: win.navigator.language,
    member_account_locale: null,
    website_locale: null,
    frontsite_language: null,
  };
}

/** The context fields, set after the caller's (they describe the page, not the event). */
function contextFields(context: PageContext): Record<string, string> {
  const fields: Record<string, string> = {};
  if (context.website.id) {
    fields.context_website_id = context.website.id;
    fields.user_website_id = context.website.id;
  }
  if (context.templateId) fields.context_template_website_id = context.templateId;
  if (context.authenticatedAccount) {
    fields.user_member_account_id = context.authenticatedAccount.id;
  }
  return fields;
}

/** The payload of one client event, or why there is none ("no payload", or unencodable data). */
export function buildClientEvent(input: ClientEventInput): Parsed<ClientEvent> {
  if (!isRecord(input.fields) || input.analyticsId === null)
    return { ok: false, error: NO_PAYLOAD };
  const common = pageFields(input);
  // No prototype: a field called __proto__ is a field like any other.
  const custom = Object.create(null) as Record<string, unknown>;
  const warnings: string[] = [];
  for (const [name, value] of Object.entries(input.fields)) {
    if (!Object.hasOwn(COMMON_FIELDS, name)) custom[name] = value;
    else if (isCommonValue(name, value)) common[name] = value;
    else warnings.push(`common field ${name} was not set or was the incorrect type`);
  }
  Object.assign(common, contextFields(input.context));
  const missing = Object.keys(COMMON_FIELDS).filter(
    (name) => COMMON_FIELDS[name]?.nullable === false && typeof common[name] !== 'string',
  );
  let customData: string;
  try {
    customData = JSON.stringify(custom);
  } catch (error) {
    return { ok: false, error: `the custom fields are not JSON: ${describeValue(String(error))}` };
  }
  return {
    ok: true,
    value: {
      payload: {
        analyticsId: input.analyticsId,
        commonData: JSON.stringify(common),
        customData,
        customSchemaName: input.customSchemaName ?? null,
      },
      warnings,
      missing,
    },
  };
}
