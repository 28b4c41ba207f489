// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as strings from '../../../src/i18n/strings';
import { EMAIL_MAX_LENGTH, validateEmailField } from '../../../src/lib/email';
import { branchCounter } from '../support/branches';
import { anyText, anyValue, hugeString } from './arbitraries';

// The email field rule (runtime.md section 5). test/unit/lib/email.test.ts has the examples;
// these check that any value gets a clean answer, that addresses built to the rule pass, and
// that breaking one part of such an address makes it fail.

const MESSAGES = [strings.form.emailInvalid, strings.accounts.emailRequired];
const WHITESPACE = [' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff'];

const chars = (alphabet: string, min: number, max: number) =>
  fc
    .array(fc.constantFrom(...alphabet.split('')), { minLength: min, maxLength: max })
    .map((list) => list.join(''));
const padding = fc
  .array(fc.constantFrom(...WHITESPACE), { maxLength: 3 })
  .map((list) => list.join(''));

const localPart = fc.oneof(
  chars("abcXYZ019.!#$%&'*+/=?^_`{|}~-", 1, 20),
  fc.constantFrom('josé', '用户', 'ünïcödé'),
);
const label = fc.oneof(chars('abz09-', 1, 12), fc.constantFrom('exämple', '例え', 'xn--bcher-kva'));
const tld = chars('abcdefghijklmnopqrstuvwxyzABCXYZ', 2, 4);
/** Addresses that follow the rule; some are longer than 256 characters. */
const address = fc
  .tuple(localPart, fc.array(label, { minLength: 1, maxLength: 3 }), tld, fc.nat({ max: 260 }))
  .map(([local, labels, top, extra]) => `${local}${'a'.repeat(extra)}@${labels.join('.')}.${top}`);

/** Nothing typed: empty, only whitespace, or no value at all. */
const blank = fc.oneof(padding, fc.constantFrom(null, undefined));

describe('email field: properties', () => {
  it('answers any value with the trimmed address or one of the two visitor messages', () => {
    const branches = branchCounter(['refused', 'empty', 'address']);
    fc.assert(
      fc.property(
        fc.oneof(anyValue, anyText(40), hugeString, address, blank),
        fc.boolean(),
        (value, required) => {
          const result = validateEmailField(value, { required });
          if (!result.ok) {
            branches.reached('refused');
            expect(MESSAGES).toContain(result.error);
            return;
          }
          expect(typeof value === 'string' || value == null).toBe(true);
          expect(result.value).toBe(typeof value === 'string' ? value.trim() : '');
          if (result.value === '') {
            branches.reached('empty');
            expect(required).toBe(false);
            return;
          }
          branches.reached('address');
          expect(result.value.length).toBeGreaterThanOrEqual(3);
          expect(result.value.length).toBeLessThanOrEqual(EMAIL_MAX_LENGTH);
          expect(result.value).not.toMatch(/\s/);
          expect(result.value.split('@')).toHaveLength(2);
          expect(result.value).toMatch(/\.[A-Za-z]{2,4}$/);
          // The answer for a valid address is stable.
          expect(validateEmailField(result.value, { required })).toEqual(result);
        },
      ),
    );
    branches.expectEachReached(10);
  });

  it('accepts every address built to the rule, padded with whitespace, up to 256 characters', () => {
    fc.assert(
      fc.property(padding, address, padding, (before, email, after) => {
        const result = validateEmailField(before + email + after, { required: true });
        expect(result).toEqual(
          email.length <= EMAIL_MAX_LENGTH
            ? { ok: true, value: email }
            : { ok: false, error: strings.form.emailInvalid },
        );
      }),
    );
  });

  it('refuses an address with one part broken', () => {
    const broken = fc.tuple(localPart, label, tld).chain(([local, domain, top]) =>
      fc.constantFrom(
        `${local}${domain}.${top}`, // no @
        `@${domain}.${top}`, // no local part
        `${local}@${domain}`, // no dot
        `${local}@${top}`, // no dot, and the domain would pass as a top-level part
        `${local}@.${top}`, // empty label
        `${local}@${domain}.${top}xyz`, // TLD of 5 to 7 letters
        `${local}@${domain}.${top.slice(0, 1)}`, // TLD of 1
        `${local}@${domain}.${top}1`, // digit in TLD
        `${local} x@${domain}.${top}`, // space inside
        `${local}@@${domain}.${top}`, // two @
      ),
    );
    fc.assert(
      fc.property(broken, fc.boolean(), (email, required) => {
        expect(validateEmailField(email, { required })).toEqual({
          ok: false,
          error: strings.form.emailInvalid,
        });
      }),
    );
  });

  it('treats required and optional fields alike unless the value is blank', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(30), address), (value) => {
        fc.pre(value.trim() !== '');
        expect(validateEmailField(value, { required: true })).toEqual(
          validateEmailField(value, { required: false }),
        );
      }),
    );
  });
});
