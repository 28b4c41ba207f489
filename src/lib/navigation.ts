// The page navigations the runtime makes on its own (editor redirect, logout, native-app links).
// Features take a PageNavigation instead of touching window.location, so tests can observe them.

export interface PageNavigation {
  /** Goes to `url`, keeping the current page in the history (the visitor asked for it). */
  assign(url: string): void;
  /** Goes to `url` in place of the current page (Back does not return to it). */
  replace(url: string): void;
  reload(): void;
}

/**
 * `url` made absolute against the page's own origin. location.assign() would resolve a relative
 * URL against the document's base URL, which an injected `<base href>` can point anywhere.
 */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  return new URL(url, origin).href;
}

export const windowNavigation: PageNavigation = {
  assign: (url) => window.location.assign(absoluteUrl(url)),
  replace: (url) => window.location.replace(absoluteUrl(url)),
  reload: () => window.location.reload(),
};
