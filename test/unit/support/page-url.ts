/** The test page's URL as happy-dom serves it (vitest.config.ts), to put back after a test. */
export const TEST_PAGE_URL = 'http://localhost:3000/';

/** Moves the test page to `url` (location, origin, cookies' path and Secure rules follow). */
export function setPageUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}
