// The click-to-load card of third-party content, the same everywhere the runtime holds such
// content back under the restrictive cookie policy (video players, code blocks, embeds): it says
// what would load and from whom, then offers the cookie preferences (accepting there allows it
// on the whole site) and a button that loads it for this page view only.
import './consent-card.css';

/** Not in the spec: the button that opens the cookie banner again. */
export const COOKIE_PREFERENCES_LABEL = 'Cookie preferences';

export interface ConsentCardOptions {
  /** What would load, and from whom. */
  text: string;
  /** The button that loads it now ("Load video"). */
  loadLabel: string;
  /** Unique on the page: names the text, which describes the buttons. */
  textId: string;
  onLoad: () => void;
  signal?: AbortSignal;
  /** Also offer the cookie preferences (the banner opens for `data-cookie-preferences`). */
  preferences?: boolean;
  /** Class names of the card, its text and its load button (default: the in-flow card's). */
  classes?: { card: string; text: string; load: string };
}

const IN_FLOW_CLASSES = {
  card: 'sr-consent-card',
  text: 'sr-consent-card__text',
  load: 'sr-consent-card__button',
};

export function consentCard({
  text,
  loadLabel,
  textId,
  onLoad,
  signal,
  preferences = false,
  classes = IN_FLOW_CLASSES,
}: ConsentCardOptions): HTMLDivElement {
  const card = document.createElement('div');
  card.className = classes.card;
  const paragraph = document.createElement('p');
  paragraph.className = classes.text;
  paragraph.id = textId;
  paragraph.textContent = text;
  card.append(paragraph);

  const button = (label: string) => {
    const element = document.createElement('button');
    element.type = 'button';
    element.className = classes.load;
    element.textContent = label;
    element.setAttribute('aria-describedby', textId);
    return element;
  };
  const actions = document.createElement('p');
  actions.className = `${classes.text} sr-consent-card__actions`;
  if (preferences) {
    const open = button(COOKIE_PREFERENCES_LABEL);
    open.setAttribute('data-cookie-preferences', '');
    actions.append(open);
  }
  const load = button(loadLabel);
  load.addEventListener('click', onLoad, { signal });
  actions.append(load);
  // The video card has a single button: no row around it.
  if (preferences) card.append(actions);
  else card.append(load);
  return card;
}
