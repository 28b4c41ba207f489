// The share services and their share addresses, exactly as the platform's own share markup links
// to them (fixtures/real-pages/blog-post-gallery-summary-video-newsletter-7.0.html, the Brine
// template's Share-buttons: facebook, twitter, stumbleupon, tumblr, pinterest). StumbleUpon closed
// in 2018 (its links go nowhere useful): left out. Which of these a site turned on is in
// `website.shareButtonOptions` as numbered keys whose meaning no public source shows, so the
// runtime does not read them (the server writes the empty element only when some are on).

export interface SharedItem {
  /** The absolute address shared. */
  url: string;
  title: string;
  /** The item's picture (Pinterest needs one), or null. */
  image: string | null;
}

export interface ShareService {
  /** The `data-service` name the server markup uses. */
  id: string;
  /** The service's name, as the server markup labels it. */
  name: string;
  /** The share address for an item, or null when the service cannot share it. */
  href: (item: SharedItem) => string | null;
}

const enc = encodeURIComponent;

export const SHARE_SERVICES: readonly ShareService[] = [
  {
    id: 'facebook',
    name: 'Facebook',
    href: (item) => `https://www.facebook.com/sharer/sharer.php?u=${enc(item.url)}`,
  },
  {
    id: 'twitter',
    name: 'Twitter',
    href: (item) => `https://twitter.com/intent/tweet?url=${enc(item.url)}&text=${enc(item.title)}`,
  },
  {
    id: 'tumblr',
    name: 'Tumblr',
    href: (item) => `https://www.tumblr.com/share/link?url=${enc(item.url)}`,
  },
  {
    id: 'pinterest',
    name: 'Pinterest',
    href: (item) =>
      item.image
        ? `https://www.pinterest.com/pin/create/link/?description=${enc(item.title)}&media=${enc(item.image)}&url=${enc(item.url)}`
        : null,
  },
];
