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

  it.each(allEnums)('%s has one name per code, so lookups go both ways', (_, table) => {
    expect(new Set(table.codes).size).toBe(table.codes.length);
    for (const name of table.names) {
      const code = table.codeOf(name);
      expect(code).toBeDefined();
      expect(table.nameOf(code)).toBe(name);
      expect(table.has(code)).toBe(true);
    }
  });

  it.each(allEnums)('%s answers undefined for unknown values', (_, table) => {
    for (const unknown of [undefined, null, '', 'UNKNOWN_VALUE', -999, 'toString', {}]) {
      expect(table.nameOf(unknown)).toBeUndefined();
      expect(table.codeOf(unknown)).toBeUndefined();
    }
  });
});
