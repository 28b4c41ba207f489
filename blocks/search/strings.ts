// The search's words. "Unable to load results" is the spec's (widgets.md section 8); the rest
// are ours.
export const searchStrings = {
  label: 'Search',
  placeholder: 'Search',
  submit: 'Search',
  failed: 'Unable to load results',
  retry: 'Try again',
  loading: 'Searching…',
  none: 'No results for “{query}”',
  resultsFor: '{count} results for “{query}”',
  oneResultFor: '1 result for “{query}”',
  more: 'Show more results',
  seeAll: 'See all results for “{query}”',
  previewCount: '{count} suggestions',
};
