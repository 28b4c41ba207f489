// The tag cloud's words; the spec has none for it, so all are ours.
export const tagCloudStrings = {
  /** The list's name, unless the server gave one. */
  listLabel: 'Tags',
  /** A tag's count, as its link's description. */
  countOne: '1 item',
  countMany: '{count} items',
};
