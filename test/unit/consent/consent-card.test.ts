import { describe, expect, it, vi } from 'vitest';
import { CONSENT_CARD_TEXT, consentCard } from '../../../src/consent/consent-card';

// The card a block shows in place of third-party content that waits for consent: what would load
// and from whom, a button that loads it this once (described by that text), and one that opens
// the cookie preferences.

function drawCard(options: Partial<Parameters<typeof consentCard>[0]> = {}) {
  const onLoad = vi.fn();
  const card = consentCard({
    text: 'The map is provided by Google Maps, which may set cookies.',
    loadLabel: 'Show the map',
    onLoad,
    textId: 'map-consent',
    ...options,
  });
  document.body.append(card);
  return { card, onLoad };
}

describe('consentCard', () => {
  it('says what loads, with a load button described by it and the cookie preferences after', () => {
    const { card } = drawCard();
    const text = document.getElementById('map-consent');
    expect(text?.tagName).toBe('P');
    expect(text?.textContent).toBe('The map is provided by Google Maps, which may set cookies.');
    expect(card.firstElementChild).toBe(text);

    const buttons = Array.from(card.querySelectorAll('button'));
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Show the map',
      CONSENT_CARD_TEXT.preferences,
    ]);
    expect(CONSENT_CARD_TEXT.preferences).toBe('Cookie preferences');
    expect(buttons[0]!.getAttribute('aria-describedby')).toBe('map-consent');
    // The cookie banner opens for the preferences button (initialisers/cookie-banner).
    expect(buttons[1]!.hasAttribute('data-cookie-preferences')).toBe(true);
    expect(buttons[0]!.hasAttribute('data-cookie-preferences')).toBe(false);
  });

  it('draws with the classes consent-card.css styles, the buttons side by side in a row', () => {
    const { card } = drawCard();
    expect(card.tagName).toBe('DIV');
    expect(card.className).toBe('sr-consent');
    expect(card.hasAttribute('data-sr-consent')).toBe(true);
    expect(card.querySelector('#map-consent')?.className).toBe('sr-consent__text');
    const row = card.lastElementChild!;
    expect(row.tagName).toBe('P');
    expect(row.className).toBe('sr-consent__actions');
    expect(Array.from(row.children, (button) => button.className)).toEqual([
      'sr-consent__button sr-consent__load',
      'sr-consent__button',
    ]);
  });

  it('takes the classes a block gives it', () => {
    const { card } = drawCard({
      classes: { card: 'map-card', text: 'map-card__text', load: 'map-card__load' },
    });
    expect(card.className).toBe('map-card');
    expect(card.querySelector('p')?.className).toBe('map-card__text');
    expect(card.querySelector('button')?.className).toBe('map-card__load');
  });

  it('loads when its load button is clicked, never when the preferences one is', () => {
    const { card, onLoad } = drawCard();
    const [load, preferences] = card.querySelectorAll('button');
    preferences!.click();
    expect(onLoad).not.toHaveBeenCalled();
    load!.click();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('submits no form it sits in: its buttons are plain buttons', () => {
    const form = document.createElement('form');
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    document.body.append(form);
    const { card } = drawCard();
    form.append(card);
    for (const button of card.querySelectorAll('button')) {
      expect(button.type).toBe('button');
      button.click();
    }
    expect(submitted).not.toHaveBeenCalled();
  });

  it('offers no cookie preferences when told not to: the text and the load button only', () => {
    const { card, onLoad } = drawCard({ preferences: false });
    expect(Array.from(card.children, (child) => child.tagName)).toEqual(['P', 'BUTTON']);
    expect(card.querySelector('[data-cookie-preferences]')).toBeNull();
    card.querySelector('button')!.click();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('offers the cookie preferences when asked to', () => {
    const { card } = drawCard({ preferences: true });
    expect(card.querySelector('[data-cookie-preferences]')?.textContent).toBe('Cookie preferences');
  });

  it('loads nothing once its signal has aborted', () => {
    const controller = new AbortController();
    const { card, onLoad } = drawCard({ signal: controller.signal });
    controller.abort();
    card.querySelector('button')!.click();
    expect(onLoad).not.toHaveBeenCalled();
  });
});
