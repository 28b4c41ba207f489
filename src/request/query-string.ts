import qs from 'qs';

// Query strings and form-encoded bodies go through qs with the spec's parsing limits (runtime.md
// section 9), so a hostile URL cannot build deep or huge objects or touch prototype keys.
export const QUERY_PARSE_LIMITS = {
  depth: 5,
  arrayLimit: 20,
  parameterLimit: 1000,
  allowPrototypes: false,
} as const;

export type QueryValues = Record<string, unknown>;

/** Parses `a=1&b[c]=2` (a leading `?` is ignored) within the spec's limits. */
export function parseQueryString(text: string): QueryValues {
  return qs.parse(text, { ...QUERY_PARSE_LIMITS, ignoreQueryPrefix: true });
}

/** Serialises values for a query string or a form-encoded body; undefined values are left out. */
export function stringifyQuery(values: QueryValues): string {
  return qs.stringify(values);
}
