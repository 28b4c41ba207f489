// The page navigations the runtime makes on its own (editor redirect, logout, native-app links).
// Features take a PageNavigation instead of touching window.location, so tests can observe them.

export interface PageNavigation {
  /** Goes to `url`, keeping the current page in the history (the visitor asked for it). */
  assign(url: string): void;
  /** Goes to `url` in place of the current page (Back does not return to it). */
  replace(url: string): void;
  reload(): void;
}

export const windowNavigation: PageNavigation = {
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  reload: () => window.location.reload(),
};
