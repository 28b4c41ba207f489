import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_CARD_TEXT } from '../../../src/consent/consent-card';
import { holdUntilAllowed, type HoldOptions } from '../../../src/consent/hold-until-allowed';
import { updateSlice } from '../../../src/store/store';
import { ServerDom } from '../../../src/runtime/server-dom';
import { forgetRuntime, runtimeWithConsent } from '../support/runtime-with-consent';

// Holds a block's third-party content back under the restrictive cookie policy until the visitor
// allows it: a card in the block offers the cookie preferences and a button that loads it for this
// page view. Without the policy, or once allowed, `start` runs at once, at most once.

afterEach(() => {
  forgetRuntime();
});

function hold(options: Partial<HoldOptions> = {}) {
  document.body.innerHTML =
    '<button id="outside">Elsewhere</button><div class="sqs-block code-block" id="block-1"><div class="sqs-block-content"><p class="first">Server text</p></div></div>';
  const element = document.getElementById('block-1')!;
  const container = element.querySelector<HTMLElement>('.sqs-block-content')!;
  const server = new ServerDom(container);
  const controller = new AbortController();
  const start = vi.fn();
  holdUntilAllowed({
    element,
    id: 'block-1-code',
    server,
    signal: controller.signal,
    text: 'This part of the page runs code from js.example.net.',
    loadLabel: 'Run this content',
    start,
    ...options,
  });
  const card = () => container.querySelector<HTMLElement>('.sr-consent');
  const button = (label: string) =>
    Array.from(container.querySelectorAll('button')).find((node) => node.textContent === label)!;
  return { element, container, server, controller, start, card, button };
}

describe('holdUntilAllowed', () => {
  it('starts at once without the restrictive policy, drawing no card, moving no focus', () => {
    runtimeWithConsent(false, null);
    const { start, card, element } = hold();
    expect(start).toHaveBeenCalledTimes(1);
    expect(card()).toBeNull();
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('starts at once once the visitor has accepted', () => {
    runtimeWithConsent(true, true);
    const { start, card } = hold();
    expect(start).toHaveBeenCalledTimes(1);
    expect(card()).toBeNull();
  });

  it('shows the card first in the block, starting nothing, under the restrictive policy', () => {
    runtimeWithConsent(true, null);
    const { start, card, container } = hold();
    expect(start).not.toHaveBeenCalled();
    expect(container.firstElementChild).toBe(card());
    expect(card()!.querySelector('#block-1-code-consent')?.textContent).toBe(
      'This part of the page runs code from js.example.net.',
    );
    expect(Array.from(card()!.querySelectorAll('button'), (node) => node.textContent)).toEqual([
      'Run this content',
      CONSENT_CARD_TEXT.preferences,
    ]);
  });

  it('puts the card where the block says: before a node, or at the end of a parent', () => {
    runtimeWithConsent(true, null);
    document.body.innerHTML = '';
    const parent = document.createElement('div');
    parent.innerHTML = '<span class="a"></span><span class="b"></span>';
    const b = parent.querySelector('.b')!;
    hold({ parent, before: b });
    expect(b.previousElementSibling?.className).toBe('sr-consent');

    const atEnd = document.createElement('div');
    atEnd.innerHTML = '<span class="a"></span>';
    hold({ parent: atEnd, before: null });
    expect(atEnd.lastElementChild?.className).toBe('sr-consent');
  });

  it('runs this once from the card: the card goes, the block keeps the focus', () => {
    runtimeWithConsent(true, null);
    const { start, card, button, element } = hold();
    const load = button('Run this content');
    load.focus();
    load.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(card()).toBeNull();
    expect(element.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(element);

    load.click();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts when the visitor accepts in the banner, the focus left where it was', () => {
    const store = runtimeWithConsent(true, null);
    const { start, card, element } = hold();
    const outside = document.getElementById('outside')!;
    outside.focus();
    updateSlice(store, 'consent', { accepted: false });
    expect(start).not.toHaveBeenCalled();
    updateSlice(store, 'consent', { accepted: true });
    expect(start).toHaveBeenCalledTimes(1);
    expect(card()).toBeNull();
    expect(document.activeElement).toBe(outside);
    expect(element.hasAttribute('tabindex')).toBe(false);
  });

  it('gives the block the focus when the card had it as the visitor accepted', () => {
    const store = runtimeWithConsent(true, null);
    const { button, element } = hold();
    button(CONSENT_CARD_TEXT.preferences).focus();
    updateSlice(store, 'consent', { accepted: true });
    expect(document.activeElement).toBe(element);
  });

  it('gives the block the focus when its preferences opened the banner the visitor accepted in', () => {
    const store = runtimeWithConsent(true, null);
    const { button, element } = hold();
    button(CONSENT_CARD_TEXT.preferences).click();
    // The banner takes the focus.
    document.getElementById('outside')!.focus();
    updateSlice(store, 'consent', { accepted: true });
    expect(document.activeElement).toBe(element);
  });

  it('a click elsewhere in the card is no opening of the preferences', () => {
    const store = runtimeWithConsent(true, null);
    const { card, element } = hold();
    card()!.querySelector('p')!.click();
    document.getElementById('outside')!.focus();
    updateSlice(store, 'consent', { accepted: true });
    expect(document.activeElement).not.toBe(element);
  });

  it('starts nothing once aborted: neither from the card nor on accepting', () => {
    const store = runtimeWithConsent(true, null);
    const { start, button, controller } = hold();
    const load = button('Run this content');
    controller.abort();
    load.click();
    updateSlice(store, 'consent', { accepted: true });
    expect(start).not.toHaveBeenCalled();
  });

  it('unmounting takes the card and the focus attribute away', () => {
    runtimeWithConsent(true, null);
    const waiting = hold();
    waiting.server.restore();
    expect(waiting.container.innerHTML).toBe('<p class="first">Server text</p>');

    const loaded = hold();
    loaded.button('Run this content').click();
    loaded.server.restore();
    expect(loaded.container.innerHTML).toBe('<p class="first">Server text</p>');
    expect(loaded.element.hasAttribute('tabindex')).toBe(false);
  });
});
