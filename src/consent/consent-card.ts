// The card a block shows in place of third-party content that waits for consent: says what would
// load and from whom, then offers to open the cookie preferences or to load it this once. A pack
// that draws it with the default classes imports ./consent-card.css for their styles.
import * as dom from '../lib/dom';

export interface ConsentCardOptions {
  /** What loads and from whom ("The map is provided by Google Maps, which may set cookies."). */
  text: string;
  /** The button that loads it for this page view ("Show the map"). */
  loadLabel: string;
  onLoad: () => void;
  /** An id for the text, unique on the page: the load button is described by it. */
  textId: string;
  /** Offer "Cookie preferences" too (the cookie banner opens for it). Default true. */
  preferences?: boolean;
  /** Class names of the card, its text and its load button (default: the `sr-consent` set). */
  classes?: { card: string; text: string; load: string };
  signal?: AbortSignal;
}

export const CONSENT_CARD_TEXT = {
  preferences: 'Cookie preferences',
};

const DEFAULT_CLASSES = {
  card: 'sr-consent',
  text: 'sr-consent__text',
  load: 'sr-consent__button sr-consent__load',
};

export function consentCard(options: ConsentCardOptions): HTMLDivElement {
  const classes = options.classes ?? DEFAULT_CLASSES;
  const card = dom.create('div');
  card.className = classes.card;
  card.setAttribute('data-sr-consent', '');
  const text = dom.create('p');
  text.className = classes.text;
  text.id = options.textId;
  text.textContent = options.text;
  const load = dom.create('button');
  load.type = 'button';
  load.className = classes.load;
  load.textContent = options.loadLabel;
  load.setAttribute('aria-describedby', options.textId);
  load.addEventListener('click', options.onLoad, { signal: options.signal });
  if (options.preferences === false) {
    card.append(text, load);
    return card;
  }
  const preferences = dom.create('button');
  preferences.type = 'button';
  preferences.className = 'sr-consent__button';
  preferences.textContent = CONSENT_CARD_TEXT.preferences;
  // The cookie banner opens for any element with this attribute (initialisers/cookie-banner).
  preferences.setAttribute('data-cookie-preferences', '');
  const row = dom.create('p');
  row.className = 'sr-consent__actions';
  row.append(load, preferences);
  card.append(text, row);
  return card;
}
