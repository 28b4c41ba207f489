// The share buttons' words (ours: the spec has none).
export const shareStrings = {
  /** The drawn menu's button (the platform's bundle said "Share"). */
  share: 'Share',
  /** Each link's name: `{service}` is the service's name as the page shows it. */
  shareOn: 'Share on {service}',
  /** The name of the group of the server's share links. */
  group: 'Share',
};
