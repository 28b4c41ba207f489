import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseContext } from '../../../src/context/read-context';
import type { PopupOverlaySettings } from '../../../src/context/types';
import { NEVER_AGAIN, OVERLAY_STORAGE_KEY } from '../../../initialisers/popup-overlay/constants';
import {
  previousStorageKey,
  readOverlayRecord,
} from '../../../initialisers/popup-overlay/overlay-record';
import { overlaySettingsProblems } from '../../../initialisers/popup-overlay/overlay-settings';
import { shouldShowOverlay } from '../../../initialisers/popup-overlay/should-show-overlay';
import { anyValue, hugeString, shapedLike } from './arbitraries';
import { branchCounter } from '../support/branches';

// Popup overlay settings (runtime.md sections 2-4 and 9): the context reader turns them into
// numbers and booleans; overlaySettingsProblems says what still makes no sense, and invalid
// settings keep the overlay hidden with a logged error. Valid settings, with whatever the
// visitor's storage holds, always give a decision with its reason.

const SETTINGS_TEMPLATE = {
  style: 1,
  enableMobile: true,
  version: 2,
  showUntilSignup: false,
  displayFrequency: 7,
};

/** Any number, the awkward ones often. */
const anyNumber = fc.oneof(
  fc.double(),
  fc.integer({ min: -3, max: 40 }),
  fc.constantFrom(NEVER_AGAIN, -0, 0.5, -1.5, Number.MAX_VALUE, NaN, Infinity, -Infinity),
);

const anySettings: fc.Arbitrary<PopupOverlaySettings> = fc.record({
  style: anyNumber,
  enableMobile: fc.boolean(),
  version: anyNumber,
  showUntilSignup: fc.boolean(),
  displayFrequency: anyNumber,
});

function isValid(settings: PopupOverlaySettings): boolean {
  const { style, version, displayFrequency: frequency } = settings;
  return (
    Number.isInteger(style) &&
    style >= 0 &&
    Number.isFinite(version) &&
    (frequency === NEVER_AGAIN || (Number.isFinite(frequency) && frequency >= 0))
  );
}

const storedText = fc.option(
  fc.oneof(
    {
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '0',
        '-5',
        '1e3',
        'NaN',
        'Infinity',
        'true',
        'false',
        '1750000000000',
      ),
      weight: 4,
    },
    { arbitrary: anyNumber.map(String), weight: 4 },
    { arbitrary: fc.string({ maxLength: 12 }), weight: 4 },
    { arbitrary: hugeString, weight: 1 },
  ),
  { nil: null },
);

describe('popup overlay settings (property)', () => {
  it('names every problem of any settings, and only of invalid ones', () => {
    fc.assert(
      fc.property(anySettings, (settings) => {
        const problems = overlaySettingsProblems(settings);
        expect(problems.length === 0).toBe(isValid(settings));
        for (const problem of problems) {
          expect(problem).toMatch(/^(style|version|displayFrequency) must be /);
        }
      }),
    );
  });

  it('reads settings from any context into null or numbers and booleans it can judge', () => {
    const raw = fc.oneof(shapedLike(SETTINGS_TEMPLATE), anyValue);
    const branches = branchCounter(['none', 'valid', 'invalid']);
    fc.assert(
      fc.property(raw, (popupOverlaySettings) => {
        const context = normaliseContext({ websiteSettings: { popupOverlaySettings } }, 'json');
        const settings = context.websiteSettings.popupOverlaySettings;
        if (settings === null) {
          branches.reached('none');
          return;
        }
        for (const value of [settings.style, settings.version, settings.displayFrequency]) {
          expect(Number.isFinite(value)).toBe(true);
        }
        branches.reached(isValid(settings) ? 'valid' : 'invalid');
        expect(overlaySettingsProblems(settings).length === 0).toBe(isValid(settings));
      }),
    );
    branches.expectEachReached(5);
  });

  it('decides for valid settings, whatever the visitor’s storage holds', () => {
    const validSettings: fc.Arbitrary<PopupOverlaySettings> = fc.record({
      style: fc.nat({ max: 5 }),
      enableMobile: fc.boolean(),
      version: fc.oneof(
        fc.integer({ min: -2, max: 5 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      ),
      showUntilSignup: fc.boolean(),
      displayFrequency: fc.oneof(
        fc.constant(NEVER_AGAIN),
        fc.nat({ max: 30 }),
        fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
      ),
    });
    const environment = fc.record({
      loggedIn: fc.boolean(),
      screenshot: fc.boolean(),
      mobile: fc.boolean(),
      now: fc.oneof(fc.integer({ min: 1, max: 4_000_000_000_000 }), anyNumber),
    });
    // The platform's entry holds a JSON object (or whatever a script wrote there), or the
    // runtime's earlier keys hold a record of their own.
    const storedValue = fc.oneof(storedText, fc.jsonValue());
    const stored = fc.oneof(
      fc.record({
        where: fc.constant('entry' as const),
        version: storedValue,
        submitted: storedValue,
        dateClosed: storedValue,
      }),
      fc.record({
        where: fc.constant('earlier' as const),
        version: storedText,
        submitted: storedText,
        dateClosed: storedText,
      }),
      fc.record({ where: fc.constant('raw' as const), text: storedText }),
    );
    fc.assert(
      fc.property(validSettings, stored, environment, (settings, held, env) => {
        localStorage.clear();
        let submitted: unknown = null;
        if (held.where === 'entry') {
          submitted = held.submitted;
          localStorage.setItem(
            OVERLAY_STORAGE_KEY,
            JSON.stringify({
              version: held.version,
              submitted: held.submitted,
              'date-closed': held.dateClosed,
            }),
          );
        } else if (held.where === 'earlier') {
          submitted = held.submitted;
          const earlier: Array<[string, string | null]> = [
            [previousStorageKey('version'), held.version],
            [previousStorageKey('submitted'), held.submitted],
            [previousStorageKey('date-closed'), held.dateClosed],
          ];
          for (const [key, text] of earlier) if (text !== null) localStorage.setItem(key, text);
        } else if (held.text !== null) {
          localStorage.setItem(OVERLAY_STORAGE_KEY, held.text);
        }

        const record = readOverlayRecord();
        expect(record.version === null || Number.isFinite(record.version)).toBe(true);
        expect(typeof record.submitted).toBe('boolean');
        // A record of the earlier keys without a version is dropped when it moves.
        if (held.where !== 'earlier' || record.version !== null) {
          expect(record.submitted).toBe(submitted === 'true' || submitted === true);
        }
        if (record.dateClosed !== null) {
          expect(Number.isFinite(record.dateClosed) && record.dateClosed > 0).toBe(true);
        }

        expect(isValid(settings)).toBe(true);
        const decision = shouldShowOverlay(settings, record, env);
        expect(typeof decision.show).toBe('boolean');
        expect(decision.reason).not.toBe('');
        if (env.screenshot) expect(decision.show).toBe(false);
        else if (env.loggedIn) expect(decision.show).toBe(true);
        if (
          !env.screenshot &&
          !env.loggedIn &&
          record.version === settings.version &&
          record.dateClosed !== null &&
          settings.displayFrequency === NEVER_AGAIN
        ) {
          expect(decision.show).toBe(false);
        }
      }),
    );
  });
});
