// The table-booking blocks' words. "Preview Only" and its request are the spec's (runtime.md
// section 6); the rest are ours.
export const reservationStrings = {
  previewTitle: 'Preview Only',
  previewMessage: 'Log out of your account to use the table-booking block.',
  bookTable: 'Book a table',
  bookEvent: 'Book an event',
  openTableLink: 'Book on OpenTable',
  tockLink: 'Book on Tock',
  consent:
    'Booking is provided by {provider}, which may set cookies. It loads only with your consent.',
  load: 'Show the booking form',
  loading: 'Loading the booking form…',
  offline: 'You are offline. The booking form loads when you are back online.',
  failed: 'The booking form could not be loaded.',
  retry: 'Try again',
};
