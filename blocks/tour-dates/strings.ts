// The tour dates block's words (ours: the spec has none).
export const tourDatesStrings = {
  title: 'Tour dates: {artist}',
  link: 'See the shows on Bandsintown',
  consent:
    'Tour dates are provided by Bandsintown, which may set cookies. They load only with your consent.',
  load: 'Show the tour dates',
  loading: 'Loading the tour dates…',
  offline: 'You are offline. The tour dates load when you are back online.',
  failed: 'The tour dates could not be loaded.',
  retry: 'Try again',
};
