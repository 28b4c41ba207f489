// The follow button's words (ours: the spec has none).
export const followStrings = {
  /** The link, and the provider's button's text: `{name}` is the account's user name. */
  follow: 'Follow @{name}',
};
