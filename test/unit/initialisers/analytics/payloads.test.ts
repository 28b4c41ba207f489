import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildClientEvent,
  COMMON_FIELDS,
  NO_PAYLOAD,
  type ClientEventInput,
} from '../../../../initialisers/analytics/client-event';
import {
  MAX_SEARCH_QUERY_LENGTH,
  readSiteSearch,
} from '../../../../initialisers/analytics/site-search';
import {
  normalisedPathname,
  widgetTrackingPayload,
} from '../../../../initialisers/analytics/widget-tracking';
import { normaliseContext } from '../../../../src/context/read-context';

// The readers of the new tracking payloads: the client tracker's commonData/customData split, the
// widget tracking payload and the site search query. Each is checked on examples and, as a
// property, on any input.

const CONTEXT = normaliseContext(
  {
    website: { id: 'site-1', language: 'en-GB' },
    templateId: 'template-1',
    authenticatedAccount: null,
    pageType: 2,
  },
  'json',
);
const ANALYTICS_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const NOW = 1_900_000_000_000;

function clientInput(fields: unknown, extra: Partial<ClientEventInput> = {}): ClientEventInput {
  return {
    fields,
    analyticsId: ANALYTICS_ID,
    marketingId: 'mid-1',
    sessionId: 'session-1',
    context: CONTEXT,
    win: window,
    now: NOW,
    ...extra,
  };
}

function parsed(event: ReturnType<typeof buildClientEvent>) {
  if (!event.ok) throw new Error(event.error);
  return {
    common: JSON.parse(event.value.payload.commonData) as Record<string, unknown>,
    custom: JSON.parse(event.value.payload.customData) as Record<string, unknown>,
    event: event.value,
  };
}

describe('the client tracker payload', () => {
  it('puts the page fields and the caller’s common fields in commonData, the rest in customData', () => {
    history.replaceState(null, '', '/shop/?sort=price');
    document.documentElement.lang = 'en-GB';
    try {
      const { common, custom, event } = parsed(
        buildClientEvent(
          clientInput(
            {
              actor: 'visitor',
              action: 'click',
              event_owner_team: 'commerce',
              event_source: 'WEB',
              object_type: 'button',
              product_section: null,
              colour: 'blue',
            },
            { customSchemaName: 'commerce_v2' },
          ),
        ),
      );
      expect(event.payload.analyticsId).toBe(ANALYTICS_ID);
      expect(event.payload.customSchemaName).toBe('commerce_v2');
      expect(event.warnings).toEqual([]);
      expect(event.missing).toEqual([]);
      expect(custom).toEqual({ colour: 'blue' });
      expect(common).toEqual({
        browser_window_height: window.innerHeight,
        browser_window_width: window.innerWidth,
        browser_language: navigator.language,
        page_host: window.location.hostname,
        page_path: '/shop',
        page_query_params: '?sort=price',
        page_referrer_url: document.referrer,
        resolved_locale: 'en-GB',
        timestamp_client: NOW,
        user_marketing_id: 'mid-1',
        user_session_id: 'session-1',
        browser_locale: navigator.language,
        member_account_locale: null,
        website_locale: null,
        frontsite_language: null,
        actor: 'visitor',
        action: 'click',
        event_owner_team: 'commerce',
        event_source: 'WEB',
        object_type: 'button',
        product_section: null,
        context_website_id: 'site-1',
        user_website_id: 'site-1',
        context_template_website_id: 'template-1',
      });
    } finally {
      history.replaceState(null, '', '/');
      document.documentElement.removeAttribute('lang');
    }
  });

  it('drops a mistyped common field with a warning; a missing required one is listed', () => {
    const { common, event } = parsed(
      buildClientEvent(clientInput({ actor: 42, action: null, object_id: 7 })),
    );
    expect(event.warnings).toEqual([
      'common field actor was not set or was the incorrect type',
      'common field action was not set or was the incorrect type',
      'common field object_id was not set or was the incorrect type',
    ]);
    expect(common).not.toHaveProperty('actor');
    expect(common).not.toHaveProperty('object_id');
    expect(event.missing).toEqual([
      'actor',
      'action',
      'event_owner_team',
      'event_source',
      'object_type',
    ]);
  });

  it('the signed-in account is the member account; the document’s language defaults to en-US', () => {
    const signedIn = normaliseContext(
      { ...CONTEXT, authenticatedAccount: { id: 'acct-1' } },
      'json',
    );
    const { common } = parsed(buildClientEvent(clientInput({}, { context: signedIn })));
    expect(common.user_member_account_id).toBe('acct-1');
    expect(common.resolved_locale).toBe('en-US');
  });

  it('"no payload" without fields or without an analytics id; unencodable data is an error', () => {
    for (const fields of [undefined, null, 'x', 3, ['a']]) {
      expect(buildClientEvent(clientInput(fields))).toEqual({ ok: false, error: NO_PAYLOAD });
    }
    expect(buildClientEvent(clientInput({}, { analyticsId: null }))).toEqual({
      ok: false,
      error: NO_PAYLOAD,
    });
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const failed = buildClientEvent(clientInput({ cyclic }));
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error).toMatch(/^the custom fields are not JSON/);
  });

  it('property: every caller field lands in exactly one place, and commonData only holds strings or null for them', () => {
    const name = fc.oneof(fc.constantFrom(...Object.keys(COMMON_FIELDS)), fc.string());
    fc.assert(
      fc.property(
        fc.dictionary(name, fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean())),
        (fields) => {
          const result = buildClientEvent(clientInput(fields));
          const { common, custom, event } = parsed(result);
          for (const [key, value] of Object.entries(fields)) {
            if (Object.hasOwn(COMMON_FIELDS, key)) {
              expect(Object.hasOwn(custom, key)).toBe(false);
              const accepted =
                typeof value === 'string' || (value === null && COMMON_FIELDS[key]?.nullable);
              if (!accepted) {
                expect(event.warnings).toContain(
                  `common field ${key} was not set or was the incorrect type`,
                );
              } else if (!key.startsWith('context_') && key !== 'user_website_id') {
                expect(common[key]).toBe(value);
              }
            } else {
              expect(custom[key]).toEqual(value);
            }
          }
        },
      ),
    );
  });
});

describe('the widget tracking payload (widgets.md section 3)', () => {
  it('the caller’s fields, pageHash when there is one, then the page’s fields from the context', () => {
    const signedIn = normaliseContext(
      { ...CONTEXT, authenticatedAccount: { id: 'acct-1' } },
      'json',
    );
    expect(
      widgetTrackingPayload(
        signedIn,
        { pathname: '/gallery/', hash: '#slide-2' },
        { widget: 'gallery', variantId: 'v3', member_locale: 'fr-FR' },
      ),
    ).toEqual({
      widget: 'gallery',
      pageHash: '#slide-2',
      pagePath: '/gallery',
      websiteId: 'site-1',
      templateId: 'template-1',
      variantId: 'v3',
      memberAccountId: 'acct-1',
      member_locale: 'fr-FR',
      website_locale: 'en-GB',
    });
  });

  it('no hash, no pageHash; a visitor has a null member account; the caller’s values win', () => {
    expect(
      widgetTrackingPayload(CONTEXT, { pathname: '/', hash: '' }, { websiteId: 'other' }),
    ).toEqual({
      pagePath: '',
      websiteId: 'other',
      templateId: 'template-1',
      variantId: null,
      memberAccountId: null,
      member_locale: null,
      website_locale: 'en-GB',
    });
  });

  it('property: pagePath is the path without one trailing slash; the six keys are always there', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (path, hash, payload) => {
          const pathname = `/${path}`;
          const result = widgetTrackingPayload(CONTEXT, { pathname, hash }, payload);
          expect(result.pagePath).toBe(normalisedPathname(pathname));
          expect(`${result.pagePath}/`.startsWith(pathname.replace(/\/$/, ''))).toBe(true);
          for (const key of [
            'websiteId',
            'templateId',
            'variantId',
            'memberAccountId',
            'member_locale',
            'website_locale',
          ]) {
            expect(Object.hasOwn(result, key)).toBe(true);
          }
          expect(Object.hasOwn(result, 'pageHash')).toBe(hash !== '');
        },
      ),
    );
  });
});

describe('the site search query', () => {
  it('on /search and on a search page (102), the trimmed q; nowhere else', () => {
    expect(readSiteSearch({ pathname: '/search', search: '?q=%20red%20%20shoes ' }, 2)).toBe(
      'red shoes',
    );
    expect(readSiteSearch({ pathname: '/search/', search: '?q=tea' }, 2)).toBe('tea');
    expect(readSiteSearch({ pathname: '/find', search: '?q=tea' }, 102)).toBe('tea');
    expect(readSiteSearch({ pathname: '/shop', search: '?q=tea' }, 2)).toBeNull();
    expect(readSiteSearch({ pathname: '/search', search: '?q=%20' }, 102)).toBeNull();
    expect(readSiteSearch({ pathname: '/search', search: '' }, 102)).toBeNull();
  });

  it('property: a query read is trimmed, one-spaced and at most 256 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (query) => {
        const search = `?${new URLSearchParams({ q: query }).toString()}`;
        const read = readSiteSearch({ pathname: '/search', search }, 102);
        if (read === null) {
          expect(query.trim()).toBe('');
          return;
        }
        expect(read.length).toBeLessThanOrEqual(MAX_SEARCH_QUERY_LENGTH);
        expect(read).not.toMatch(/^\s|\s{2}/);
      }),
    );
  });
});

describe('a field called __proto__', () => {
  it('is sent as a field, in the client tracker’s customData and in a widget payload', () => {
    const fields = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}') as Record<
      string,
      unknown
    >;
    const { custom } = parsed(buildClientEvent(clientInput(fields)));
    expect(Object.keys(custom)).toEqual(['__proto__', 'a']);
    const payload = widgetTrackingPayload(CONTEXT, { pathname: '/', hash: '' }, fields);
    expect(Object.hasOwn(payload, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
