// The wedding-registry block's words (ours: the spec has none).
export const registryStrings = {
  title: 'Wedding registry',
  link: 'Open the registry on Zola',
  /** The provider's own words for its embed link. */
  embed: 'Our Zola Wedding Registry',
  consent:
    'The registry is provided by Zola, which may set cookies. It loads only with your consent.',
  load: 'Show the registry',
  loading: 'Loading the registry…',
  offline: 'You are offline. The registry loads when you are back online.',
  failed: 'The registry could not be loaded.',
  retry: 'Try again',
};
