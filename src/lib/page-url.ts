// The page URL as telemetry may carry it: without the #fragment, which is the visitor's own
// (in-page state, access tokens some sign-in flows put there) and never reaches the server.

/** origin + path + query of `location`, without the fragment. */
export function pageUrlWithoutFragment(location: Pick<Location, 'href'> = window.location): string {
  const url = new URL(location.href);
  url.hash = '';
  return url.href;
}
