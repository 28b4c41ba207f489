// ASSUMED (the spec names "a social follow script" and no provider; the platform's formatter is
// for Twitter accounts): the provider's public follow-button embed. Its script at
// https://platform.twitter.com/widgets.js turns `a.twitter-follow-button` links into its button
// and offers `twttr.widgets.load(element)`; the account page is https://twitter.com/<name>.
import { pageSettingUrl } from '../../src/lib/page-setting';

export const FOLLOW_SCRIPT = 'https://platform.twitter.com/widgets.js';
/** A page may point the pack at a local stand-in (the demo and the browser tests). */
export const FOLLOW_SCRIPT_META = 'sr-follow-script';
/** The provider's class for a link its script turns into a follow button. */
export const FOLLOW_LINK_CLASS = 'twitter-follow-button';

export function followScriptUrl(): string {
  return pageSettingUrl(FOLLOW_SCRIPT_META, FOLLOW_SCRIPT);
}

export function accountPage(userName: string): string {
  return `https://twitter.com/${encodeURIComponent(userName)}`;
}

/** What the provider's script offers once it ran. */
export interface FollowWidgets {
  widgets: { load: (element?: Element) => unknown };
}

export function followWidgets(): FollowWidgets | null {
  const api = (window as unknown as { twttr?: Partial<FollowWidgets> }).twttr;
  return typeof api?.widgets?.load === 'function' ? (api as FollowWidgets) : null;
}
