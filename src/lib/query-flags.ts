// Query flags of the page URL (spec runtime.md section 2): `logout=true`, `sqsscreenshot=true`.

/** True when the page URL carries `name=true`. */
export function hasQueryFlag(
  name: string,
  location: Pick<Location, 'search'> = window.location,
): boolean {
  return new URLSearchParams(location.search).get(name) === 'true';
}
