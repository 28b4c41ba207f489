// The comments' words. "Unable to load. Try again." is the spec's (widgets.md section 8); the
// rest are ours.
export const commentsStrings = {
  heading: 'Comments',
  headingOne: '1 comment',
  headingMany: '{count} comments',
  loading: 'Loading comments…',
  failed: 'Unable to load. Try again.',
  retry: 'Try again',
  more: 'Show more comments',
  none: 'No comments yet.',
  anonymous: 'Anonymous',
  replies: 'Replies to {author}',
  disqusTitle: 'Comments',
  disqusConsent:
    'Comments are provided by Disqus, which may set cookies. They load only with your consent.',
  disqusLoad: 'Show the comments',
  disqusLoading: 'Loading the comments…',
  disqusOffline: 'You are offline. The comments load when you are back online.',
  disqusFailed: 'The comments could not be loaded.',
};
