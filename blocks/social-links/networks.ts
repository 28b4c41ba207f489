// The name a visitor hears for a social link whose icon is all it shows: the network, read from
// the link's class (`instagram-unauth`, 7.0 `instagram`) or its address.
import { ownValue } from '../../src/lib/own-keys';
import * as dom from '../../src/lib/dom';

/** Networks the platform offers, by the key its classes use, with their own spelling. */
const NETWORKS: Readonly<Record<string, string>> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  twitter: 'Twitter',
  x: 'X',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  vimeo: 'Vimeo',
  tumblr: 'Tumblr',
  snapchat: 'Snapchat',
  spotify: 'Spotify',
  soundcloud: 'SoundCloud',
  bandcamp: 'Bandcamp',
  github: 'GitHub',
  medium: 'Medium',
  behance: 'Behance',
  dribbble: 'Dribbble',
  flickr: 'Flickr',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
  threads: 'Threads',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
  discord: 'Discord',
  twitch: 'Twitch',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
  goodreads: 'Goodreads',
  imdb: 'IMDb',
  itunes: 'iTunes',
  applepodcast: 'Apple Podcasts',
  email: 'Email',
};

/** Hosts whose name is not the network's key. */
const HOSTS: Readonly<Record<string, string>> = {
  'youtu.be': 'youtube',
  'x.com': 'x',
  'fb.com': 'facebook',
  'lnkd.in': 'linkedin',
  'pin.it': 'pinterest',
  'podcasts.apple.com': 'applepodcast',
  'open.spotify.com': 'spotify',
  'bsky.app': 'bluesky',
  'wa.me': 'whatsapp',
  't.me': 'telegram',
};

/** Classes of the link that say how it is drawn, not where it goes. */
const DRAWING_CLASS = /^(sqs-|social-|icon)/;

function networkFromClass(link: Element): string | null {
  for (const name of link.classList) {
    if (DRAWING_CLASS.test(name)) continue;
    const key = name.toLowerCase().replace(/-unauth$/, '');
    const network = ownValue(NETWORKS, key);
    if (network) return network;
  }
  return null;
}

function hostOf(href: string): string | null {
  try {
    const url = new URL(href, dom.baseURI());
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? url.hostname.toLowerCase().replace(/^(www|m)\./, '')
      : null;
  } catch {
    return null;
  }
}

function networkFromHref(href: string): string | null {
  if (/^\s*mailto:/i.test(href)) return NETWORKS.email ?? null;
  const host = hostOf(href);
  if (!host) return null;
  const key = ownValue(HOSTS, host) ?? host.split('.').slice(-2, -1)[0] ?? '';
  return ownValue(NETWORKS, key) ?? host;
}

/** The network's name for a link; null when neither its class nor its address tells. */
export function networkName(link: HTMLAnchorElement): string | null {
  return networkFromClass(link) ?? networkFromHref(link.getAttribute('href') ?? '');
}

/**
 * The account a link points to, to tell apart links of one network: the last part of its path
 * (`@owen.han`, `dr.brittneymcgetrick`), else its host; null when there is nothing to show.
 */
export function accountOf(href: string): string | null {
  try {
    const url = new URL(href, dom.baseURI());
    if (url.protocol === 'mailto:') return url.pathname || null;
    const last = url.pathname.split('/').filter(Boolean).pop();
    const account = last ? decodeURIComponent(last) : url.hostname.replace(/^www\./, '');
    return account.trim() || null;
  } catch {
    return null;
  }
}
