// The scheduling block's words (ours: the spec has none).
export const schedulingStrings = {
  title: 'Book an appointment',
  link: 'Open the scheduling page',
  frameTitle: 'Scheduling',
  consent:
    'Scheduling is provided by Acuity Scheduling, which may set cookies. It loads only with your consent.',
  load: 'Show the scheduling page',
  loading: 'Loading the scheduling page…',
  offline: 'You are offline. The scheduling page loads when you are back online.',
  failed: 'The scheduling page could not be loaded.',
  retry: 'Try again',
};
