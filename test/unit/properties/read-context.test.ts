import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CONTEXT_ELEMENT_ID,
  normaliseContext,
  readPageContext,
} from '../../../src/context/read-context';
import { defaultContext } from '../../../src/context/defaults';
import type { PageContext } from '../../../src/context/types';
import { isRecord } from '../../../src/lib/coerce';
import { anyValue, expectPrototypesUntouched, jsonText, objectKey } from './arbitraries';
import { rawContext, WIRE_TEMPLATE } from './context-arbitraries';

// The page context reader (DESIGN.md, the markup contract): keys may be missing, empty, null or
// of the wrong type, and every reader has a default. Whatever the page holds, the runtime gets a
// complete PageContext, and an unreadable #site-context is reported, not thrown.

const SOURCES = ['json', 'static', 'none'] as const;

/** Fields of the normal form that may be null; when set they have the shape given here. */
const NULLABLE_SHAPES: Record<string, unknown> = {
  authenticatedAccount: { id: '' },
  collection: { id: '', type: 0, title: '', fullUrl: '', permissionType: 0 },
  item: { id: '', title: '', recordType: 0, fullUrl: '' },
  templateWebsite: { id: '', identifier: '' },
  'websiteSettings.popupOverlaySettings': {
    style: 0,
    enableMobile: true,
    version: 0,
    showUntilSignup: true,
    displayFrequency: 0,
  },
  'websiteSettings.announcementBarSettings': { text: '', clickthroughUrl: '', newWindow: true },
};

/** Free-form parts of the context, passed on as records for the features that read them. */
const FREE_RECORDS = new Set([
  'websiteRoles',
  'googleFonts',
  'typekitFonts',
  'tweaks',
  'websiteSettings.mobileInfoBarSettings',
]);

/**
 * What keeps `value` from having exactly the keys and value types of `template` (a normal
 * context), one line per problem. Collected rather than asserted one by one: thousands of
 * assertions per run would make up most of the test's time.
 */
function shapeProblems(value: unknown, template: unknown, path: string): string[] {
  if (path in NULLABLE_SHAPES) {
    return value === null ? [] : shapeProblems(value, NULLABLE_SHAPES[path], `${path}!`);
  }
  if (FREE_RECORDS.has(path)) return isRecord(value) ? [] : [`${path} is not a record`];
  // The commerce packs read the product and the other store settings themselves.
  if (path === 'product')
    return value === null || isRecord(value) ? [] : [`${path} is not a record`];
  if (path === 'websiteSettings.storeSettings') {
    return isRecord(value) && typeof value.selectedCurrency === 'string'
      ? []
      : [`${path} has no selectedCurrency text`];
  }
  if (path === 'source') {
    return (SOURCES as readonly unknown[]).includes(value) ? [] : [`source ${String(value)}`];
  }
  if (path === 'websiteSettings.businessHours') {
    if (!isRecord(value)) return [`${path} is not a record`];
    return Object.entries(value).flatMap(([day, text]) =>
      /^(mon|tues|wednes|thurs|fri|satur|sun)day$/.test(day) &&
      typeof text === 'string' &&
      text !== '' &&
      text === text.trim()
        ? []
        : [`${path}.${day} = ${JSON.stringify(text)}`],
    );
  }
  if (Array.isArray(template)) {
    if (!Array.isArray(value)) return [`${path} is not an array`];
    const itemType = { accessPermissions: 'number', betaFeatureFlags: 'string' }[path];
    return itemType && value.some((item) => typeof item !== itemType)
      ? [`${path} holds items that are not ${itemType}s`]
      : [];
  }
  if (typeof template === 'number') {
    return Number.isFinite(value) ? [] : [`${path} is not a finite number`];
  }
  if (!isRecord(template)) {
    return typeof value === typeof template ? [] : [`${path} is a ${typeof value}`];
  }
  if (!isRecord(value)) return [`${path} is not a record`];
  const keys = Object.keys(value).sort().join();
  const expectedKeys = Object.keys(template).sort().join();
  if (keys !== expectedKeys) return [`${path} has keys ${keys}, not ${expectedKeys}`];
  return Object.entries(template).flatMap(([key, sample]) =>
    shapeProblems(value[key], sample, (path === '' ? key : `${path}.${key}`).replace(/!\./g, '.')),
  );
}

function expectCompleteContext(context: PageContext): void {
  expect(shapeProblems(context, defaultContext(), '')).toEqual([]);
  // Readers count on these being usable as they are.
  const { website, websiteSettings, authenticatedAccount } = context;
  expect([
    website.language,
    website.timeZone,
    websiteSettings.storeSettings.selectedCurrency,
  ]).not.toContain('');
  if (authenticatedAccount) expect(authenticatedAccount.id).not.toBe('');
}

/** The wire form of a normal context: what a server would send to get exactly this context. */
function toWireForm(context: PageContext): Record<string, unknown> {
  const { website, websiteSettings, templateWebsite, tweaks, source: _source, ...top } = context;
  const { captchaSiteKey, ...siteFields } = website;
  const {
    announcementBarSettings: bar,
    businessHours,
    cookieSettings,
    ...settings
  } = websiteSettings;
  return {
    ...top,
    website: { ...siteFields, captchaSettings: { siteKey: captchaSiteKey } },
    websiteSettings: {
      ...settings,
      announcementBarSettings: bar && {
        text: { html: bar.text },
        clickthroughUrl: { url: bar.clickthroughUrl, newWindow: bar.newWindow },
      },
      businessHours: Object.fromEntries(
        Object.entries(businessHours).map(([day, text]) => [day, { text }]),
      ),
    },
    cookieSettings,
    templateInstallation: { templateWebsite },
    tweakJSON: tweaks,
  };
}

describe('normaliseContext (property)', () => {
  it('turns any raw context into a complete context without throwing', () => {
    fc.assert(
      fc.property(rawContext, fc.constantFrom(...SOURCES), (raw, source) => {
        const context = normaliseContext(raw, source);
        expectCompleteContext(context);
        expect(context.source).toBe(source);
        expectPrototypesUntouched();
      }),
    );
  });

  it('gives back the same context from its own wire form', () => {
    fc.assert(
      fc.property(rawContext, (raw) => {
        const context = normaliseContext(raw, 'static');
        expect(normaliseContext(toWireForm(context), 'static')).toEqual(context);
      }),
    );
  });

  it('reads cookieSettings the same at the top level and inside websiteSettings', () => {
    fc.assert(
      fc.property(rawContext, anyValue, (raw, cookieSettings) => {
        const { cookieSettings: _top, ...rest } = raw;
        const settings = isRecord(rest.websiteSettings) ? rest.websiteSettings : {};
        const nested = normaliseContext(
          { ...rest, websiteSettings: { ...settings, cookieSettings } },
          'json',
        );
        const topLevel = normaliseContext(
          { ...rest, cookieSettings, websiteSettings: { ...settings, cookieSettings: undefined } },
          'json',
        );
        expect(nested.websiteSettings.cookieSettings).toEqual(
          topLevel.websiteSettings.cookieSettings,
        );
      }),
    );
  });

  it('is not swayed by keys it does not know', () => {
    const unknownKeys = fc.dictionary(
      objectKey.filter((key) => !Object.hasOwn(WIRE_TEMPLATE, key)),
      anyValue,
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(rawContext, unknownKeys, (raw, extra) => {
        // Extra keys go first: a known key of raw keeps its value.
        expect(normaliseContext({ ...extra, ...raw }, 'json')).toEqual(
          normaliseContext(raw, 'json'),
        );
      }),
    );
  });
});

/** An object a script or JSON.parse built: not a Date, a Map, a boxed value or an element. */
function isPlainObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
}

describe('readPageContext (property)', () => {
  afterEach(() => {
    delete window.Static;
  });

  /** What a page may hold: a #site-context element (or none) and a Static global (or none). */
  const page = fc.record({
    json: fc.option(jsonText, { nil: null }),
    staticGlobal: fc.oneof(
      fc.constant(undefined),
      anyValue,
      fc.record({ SQUARESPACE_CONTEXT: fc.oneof(rawContext, anyValue) }),
    ),
  });

  it('always gives a complete context, and an error exactly when #site-context is unreadable', () => {
    fc.assert(
      fc.property(page, ({ json, staticGlobal }) => {
        document.body.innerHTML = '';
        if (json !== null) {
          const script = document.createElement('script');
          script.type = 'application/json';
          script.id = CONTEXT_ELEMENT_ID;
          script.textContent = json;
          document.body.appendChild(script);
        }
        if (staticGlobal === undefined) delete window.Static;
        else window.Static = staticGlobal as Window['Static'];

        const { context, error } = readPageContext(document);
        expectCompleteContext(context);
        expectPrototypesUntouched();

        const present = json !== null && json.trim() !== '';
        let parsed: unknown;
        let parses = false;
        try {
          parsed = present ? JSON.parse(json) : undefined;
          parses = present;
        } catch {
          parses = false;
        }
        if (parses && isRecord(parsed)) {
          expect(error).toBeNull();
          expect(context).toEqual(normaliseContext(parsed, 'json'));
          return;
        }
        if (present)
          expect(error).toMatch(/^#site-context holds (invalid JSON|JSON that is not an object)/);
        else expect(error).toBeNull();
        // Otherwise the Static global counts, when it is a plain object holding one.
        const fromStatic = isPlainObject(staticGlobal)
          ? (staticGlobal as { SQUARESPACE_CONTEXT?: unknown }).SQUARESPACE_CONTEXT
          : undefined;
        expect(context.source).toBe(isPlainObject(fromStatic) ? 'static' : 'none');
        if (!isPlainObject(fromStatic)) expect(context).toEqual(defaultContext());
      }),
    );
  });
});
