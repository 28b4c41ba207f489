// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseQueryString, stringifyQuery } from '../../../src/request/query-string';

describe('query strings (qs with the spec limits)', () => {
  it('parses nested keys and arrays, ignoring a leading ?', () => {
    expect(parseQueryString('?a=1&b[c]=2&d[]=x&d[]=y')).toEqual({
      a: '1',
      b: { c: '2' },
      d: ['x', 'y'],
    });
  });

  it('stops nesting at depth 5', () => {
    const parsed = parseQueryString('a[b][c][d][e][f][g]=deep');
    expect(parsed).toEqual({ a: { b: { c: { d: { e: { f: { '[g]': 'deep' } } } } } } });
  });

  it('keeps arrays to 20 items, turning longer ones into objects', () => {
    expect(parseQueryString('a[19]=x').a).toEqual(['x']);
    expect(parseQueryString('a[20]=x').a).toEqual({ 20: 'x' });
    const twenty = Array.from({ length: 20 }, (_, index) => `b[]=${index}`).join('&');
    expect(Array.isArray(parseQueryString(twenty).b)).toBe(true);
    expect(Array.isArray(parseQueryString(`${twenty}&b[]=20`).b)).toBe(false);
  });

  it('reads at most 1000 parameters', () => {
    const text = Array.from({ length: 1005 }, (_, index) => `p${index}=1`).join('&');
    expect(Object.keys(parseQueryString(text))).toHaveLength(1000);
  });

  it('never writes prototype keys', () => {
    const parsed = parseQueryString(
      '__proto__[polluted]=yes&constructor[prototype][x]=1&toString=1',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(parsed)).toEqual([]);
  });

  it('round-trips values through stringify, leaving out undefined ones', () => {
    const text = stringifyQuery({ a: 1, b: { c: 'x y' }, skip: undefined, list: ['p', 'q'] });
    expect(parseQueryString(text)).toEqual({ a: '1', b: { c: 'x y' }, list: ['p', 'q'] });
  });
});
