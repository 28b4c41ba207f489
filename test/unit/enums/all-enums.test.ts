// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as enums from '../../../src/enums';
import type { EnumTable, TwoWayEnum } from '../../../src/enums';

function isTwoWayEnum(value: unknown): value is TwoWayEnum<EnumTable> {
  return typeof value === 'object' && value !== null && 'byName' in value && 'nameOf' in value;
}

const allEnums = Object.entries(enums as Record<string, unknown>).filter(
  (entry): entry is [string, TwoWayEnum<EnumTable>] => isTwoWayEnum(entry[1]),
);

describe('every exported enumeration', () => {
  it('is found by this test', () => {
    expect(allEnums.length).toBeGreaterThan(50);
    expect(allEnums.map(([name]) => name)).toEqual(
      expect.arrayContaining(['PageType', 'BlockType', 'Currency', 'CookieBannerTheme']),
    );
  });

  // One test per property over every table; a failure names the tables that break it.
  it('each has one name per code, so lookups go both ways', () => {
    const broken = allEnums
      .filter(([, table]) => {
        if (new Set(table.codes).size !== table.codes.length) return true;
        return table.names.some((name) => {
          const code = table.codeOf(name);
          return code === undefined || table.nameOf(code) !== name || !table.has(code);
        });
      })
      .map(([name]) => name);
    expect(broken).toEqual([]);
  });

  it('each answers undefined for unknown values', () => {
    const unknowns = [undefined, null, '', 'UNKNOWN_VALUE', -999, 'toString', {}];
    const broken = allEnums
      .filter(([, table]) =>
        unknowns.some(
          (unknown) => table.nameOf(unknown) !== undefined || table.codeOf(unknown) !== undefined,
        ),
      )
      .map(([name]) => name);
    expect(broken).toEqual([]);
  });
});
