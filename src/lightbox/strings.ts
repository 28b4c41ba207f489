// Visitor-facing strings of the lightbox and of video players (not in the spec, which names the
// controls but not their labels). Placeholders in braces are filled by `formatMessage`.

export const lightboxStrings = {
  close: 'Close',
  previous: 'Previous',
  next: 'Next',
  /** The polite announcement of the item shown. */
  position: '{index} of {count}',
  thumbnails: 'Thumbnails',
  showItem: 'Show item {index}: {name}',
  /** The dialog's name when the opener gives none. */
  defaultLabel: 'Image viewer',
  /** The image block's button name when its image has no alt text. */
  openImage: 'Open image',
  image: 'Image',
  video: 'Video',
};

export const videoStrings = {
  /** widgets.md section 8, "Video". */
  invalidEmbed: 'Invalid video embed.',
  customThumbnail:
    'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
  play: 'Play video: {title}',
  /** The player's name when the block gives no title. */
  providerVideo: '{provider} video',
  /** The click-to-load card: what will load, and from whom. */
  consentText:
    'This video is hosted by {provider}. Playing it loads content from {provider}, which may set cookies.',
  load: 'Load video',
  loadNamed: 'Load video from {provider}',
  defaultTitle: 'Video',
  defaultProvider: 'the video provider',
};
