// The bar's words. The spec names the bar and nothing else of it, and no public page shows what
// the platform writes in it: these are ours, kept short and plain.
export const licensedAssetsBarStrings = {
  /** The region's name: the spec's own name for the feature (runtime.md section 1). */
  label: 'Licensed assets',
  one: 'This page shows 1 preview image that is not licensed.',
  other: 'This page shows {count} preview images that are not licensed.',
  dismiss: 'Dismiss',
};
