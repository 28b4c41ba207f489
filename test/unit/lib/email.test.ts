// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as strings from '../../../src/i18n/strings';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, validateEmailField } from '../../../src/lib/email';

const INVALID = strings.form.emailInvalid;
const REQUIRED = { required: true };
const OPTIONAL = { required: false };

/** An address of exactly `length` characters. */
const addressOfLength = (length: number) =>
  `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('validateEmailField (runtime.md section 5, email field)', () => {
  it('shows the visitor the spec message, which states the expected format', () => {
    expect(INVALID).toBe(
      'Email address is not valid. Email addresses should follow the format user@domain.com.',
    );
    expect(validateEmailField('not an email', REQUIRED)).toEqual({ ok: false, error: INVALID });
  });

  it.each([
    'user@domain.com',
    'a@b.co',
    'first.last+tag@sub.example.info',
    "o'brien@example.org",
    'USER@EXAMPLE.COM',
    'x@123.example.net',
  ])('accepts %j', (email) => {
    expect(validateEmailField(email, REQUIRED)).toEqual({ ok: true, value: email });
  });

  it('trims the value and returns it trimmed', () => {
    expect(validateEmailField('  user@domain.com\n\t', REQUIRED)).toEqual({
      ok: true,
      value: 'user@domain.com',
    });
    expect(validateEmailField('\u00a0user@domain.com\u2003', REQUIRED)).toEqual({
      ok: true,
      value: 'user@domain.com',
    });
  });

  it('lets an empty value pass only when the field is optional', () => {
    for (const empty of ['', '   ', '\n', null, undefined]) {
      expect(validateEmailField(empty, OPTIONAL)).toEqual({ ok: true, value: '' });
      expect(validateEmailField(empty, REQUIRED)).toEqual({
        ok: false,
        error: strings.accounts.emailRequired,
      });
    }
  });

  it('needs a top-level part of 2 to 4 letters', () => {
    expect(validateEmailField('a@b.c', REQUIRED).ok).toBe(false);
    expect(validateEmailField('a@b.co', REQUIRED).ok).toBe(true);
    expect(validateEmailField('a@b.com', REQUIRED).ok).toBe(true);
    expect(validateEmailField('a@b.info', REQUIRED).ok).toBe(true);
    expect(validateEmailField('a@b.museum', REQUIRED).ok).toBe(false);
    expect(validateEmailField('a@b.store', REQUIRED).ok).toBe(false);
    expect(validateEmailField('a@b.c0m', REQUIRED).ok).toBe(false);
    expect(validateEmailField('a@b.com.', REQUIRED).ok).toBe(false);
  });

  it.each([
    ['no @', 'user.domain.com'],
    ['no local part', '@domain.com'],
    ['no domain', 'user@'],
    ['an undotted domain', 'user@localhost'],
    ['a domain that is only a top-level part', 'a@com'],
    ['a domain of two letters and no dot', 'user@co'],
    ['an empty domain label', 'user@.com'],
    ['two dots in the domain', 'user@domain..com'],
    ['two @', 'user@other@domain.com'],
    ['a space inside', 'us er@domain.com'],
    ['a no-break space inside', 'user\u00a0@domain.com'],
    ['a line break inside', 'user@domain.com\nx@y.com'],
    ['a control character', 'us\u0000er@domain.com'],
    ['a full-width @', 'user\uff20domain.com'],
    ['angle brackets', '<user@domain.com>'],
    ['a display name', 'Jo <user@domain.com>'],
    ['a comma-separated list', 'a@b.com,c@d.com'],
    ['an underscore in the domain', 'user@my_domain.com'],
  ])('refuses an address with %s', (_, email) => {
    expect(validateEmailField(email, REQUIRED)).toEqual({ ok: false, error: INVALID });
    expect(validateEmailField(email, OPTIONAL)).toEqual({ ok: false, error: INVALID });
  });

  it('allows 3 to 256 characters after trimming', () => {
    expect([EMAIL_MIN_LENGTH, EMAIL_MAX_LENGTH]).toEqual([3, 256]);
    expect(validateEmailField(addressOfLength(256), REQUIRED)).toEqual({
      ok: true,
      value: addressOfLength(256),
    });
    expect(validateEmailField(addressOfLength(257), REQUIRED)).toEqual({
      ok: false,
      error: INVALID,
    });
    expect(validateEmailField(`   ${addressOfLength(256)}   `, REQUIRED).ok).toBe(true);
  });

  it('accepts letters of any script in the local part and the domain, not in the top level', () => {
    expect(validateEmailField('josé@exämple.de', REQUIRED).ok).toBe(true);
    expect(validateEmailField('用户@例え.jp', REQUIRED).ok).toBe(true);
    expect(validateEmailField('user@example.рф', REQUIRED).ok).toBe(false);
    expect(validateEmailField('user@example.xn--p1ai', REQUIRED).ok).toBe(false);
  });

  it('counts length in UTF-16 code units, like the browser', () => {
    const emoji = '😀'.repeat(100); // 100 characters, 200 code units
    const at256 = `${emoji}${'a'.repeat(51)}@x.co`;
    expect(at256).toHaveLength(256);
    expect(validateEmailField(at256, REQUIRED).ok).toBe(true);
    expect(validateEmailField(`a${at256}`, REQUIRED).ok).toBe(false);
  });

  it('refuses values that are not text', () => {
    for (const value of [42, true, {}, ['user@domain.com'], Symbol('x'), 1n]) {
      expect(validateEmailField(value, OPTIONAL)).toEqual({ ok: false, error: INVALID });
    }
  });

  it('answers a huge value quickly', () => {
    const started = performance.now();
    expect(validateEmailField(`${'a'.repeat(100_000)}@example.com`, REQUIRED).ok).toBe(false);
    expect(validateEmailField(`a@${'a-'.repeat(100)}`, REQUIRED).ok).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
