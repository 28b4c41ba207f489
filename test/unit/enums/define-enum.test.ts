// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineEnum, defineValues, type EnumCode } from '../../../src/enums/define-enum';

const Role = defineEnum({ ADMIN: 1, BILLING: 2, EDITOR: 4 });
type Role = EnumCode<typeof Role>;

describe('defineEnum', () => {
  it('looks codes up by name and names up by code', () => {
    expect(Role.byName.EDITOR).toBe(4);
    expect(Role.codeOf('BILLING')).toBe(2);
    expect(Role.nameOf(1)).toBe('ADMIN');
    expect(Role.has(4)).toBe(true);
    expect(Role.hasName('EDITOR')).toBe(true);
  });

  it('lists names and codes in declaration order', () => {
    expect(Role.names).toEqual(['ADMIN', 'BILLING', 'EDITOR']);
    expect(Role.codes).toEqual([1, 2, 4]);
  });

  it('answers undefined for unknown codes and names instead of throwing', () => {
    expect(Role.nameOf(3)).toBeUndefined();
    expect(Role.nameOf(null)).toBeUndefined();
    expect(Role.nameOf({})).toBeUndefined();
    expect(Role.codeOf('admin')).toBeUndefined();
    expect(Role.codeOf(undefined)).toBeUndefined();
    expect(Role.has(3)).toBe(false);
    expect(Role.hasName('NOBODY')).toBe(false);
  });

  it('never answers with inherited object keys', () => {
    for (const key of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(Role.codeOf(key)).toBeUndefined();
      expect(Role.hasName(key)).toBe(false);
    }
  });

  it('compares codes strictly, so a string from JSON must be coerced first', () => {
    expect(Role.nameOf('1')).toBeUndefined();
    expect(Role.has('4')).toBe(false);
  });

  it('keeps its table read-only', () => {
    expect(Object.isFrozen(Role.byName)).toBe(true);
    expect(() => {
      (Role.byName as Record<string, number>).ADMIN = 99;
    }).toThrow(TypeError);
    expect(Role.codeOf('ADMIN')).toBe(1);
  });

  it('is not affected when the source object changes later', () => {
    const source: Record<string, number> = { ON: 1 };
    const Switch = defineEnum(source);
    source.ON = 2;
    source.OFF = 0;
    expect(Switch.codeOf('ON')).toBe(1);
    expect(Switch.nameOf(0)).toBeUndefined();
  });

  it('answers undefined for any value that is not one of its codes', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(!Role.codes.includes(value as Role));
        expect(Role.nameOf(value)).toBeUndefined();
        expect(Role.has(value)).toBe(false);
      }),
    );
  });

  it('gives precise types: exact names for literal codes, undefined otherwise', () => {
    expectTypeOf(Role.nameOf(2)).toEqualTypeOf<'BILLING'>();
    expectTypeOf(Role.codeOf('EDITOR')).toEqualTypeOf<4>();
    expectTypeOf(Role.nameOf(Number('2'))).toEqualTypeOf<
      'ADMIN' | 'BILLING' | 'EDITOR' | undefined
    >();
    expectTypeOf<Role>().toEqualTypeOf<1 | 2 | 4>();
    const untrusted: unknown = 2;
    if (Role.has(untrusted)) expectTypeOf(untrusted).toEqualTypeOf<1 | 2 | 4>();
  });
});

describe('defineValues', () => {
  it('builds a set whose codes are its names', () => {
    const Side = defineValues('LEFT', 'RIGHT');
    expect(Side.byName).toEqual({ LEFT: 'LEFT', RIGHT: 'RIGHT' });
    expect(Side.nameOf('RIGHT')).toBe('RIGHT');
    expect(Side.codeOf('LEFT')).toBe('LEFT');
    expect(Side.has('left')).toBe(false);
    expectTypeOf(Side.byName.LEFT).toEqualTypeOf<'LEFT'>();
  });
});
