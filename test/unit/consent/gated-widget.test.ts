import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GateStrings } from '../../../src/consent/gated-load';
import { gatedWidget, whenDrawn } from '../../../src/consent/gated-widget';
import { ServerDom } from '../../../src/runtime/server-dom';
import { mockLogger } from '../support/mock-logger';
import { forgetRuntime, runtimeWithConsent } from '../support/runtime-with-consent';

// A block whose content is a third-party widget: a card with what it offers and a link to it on
// the provider's site, shown at once; the widget replaces it once it may and could load. The
// block's server nodes are kept, hidden, and come back on unmount.

const STRINGS: GateStrings = {
  consent: 'Bookings are provided by OpenTable, which may set cookies.',
  load: 'Show the booking form',
  loading: 'Loading the booking form…',
  offline: 'The booking form loads once you are back online.',
  failed: 'The booking form could not be loaded.',
  retry: 'Try again',
};

afterEach(() => {
  forgetRuntime();
});

/** A promise the test settles. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function mountWidget(link: { href: string; label: string } | null = null) {
  document.body.innerHTML =
    '<div class="sqs-block" id="block-1"><div class="sqs-block-content"><p class="server">Book with us</p></div></div>';
  const container = document.querySelector<HTMLElement>('.sqs-block-content')!;
  const server = new ServerDom(container);
  const controller = new AbortController();
  const load = deferred();
  const start = vi.fn((_frame: HTMLElement, _byVisitor: boolean) => load.promise);
  const log = mockLogger();
  const widget = gatedWidget({
    props: { id: 'block-1', server, signal: controller.signal },
    className: 'sr-reservation',
    title: 'Book a table',
    link,
    strings: STRINGS,
    start,
    log,
  });
  const card = widget.root.querySelector<HTMLElement>('.sr-widget__card')!;
  return { ...widget, container, server, controller, load, start, log, card };
}

describe('gatedWidget', () => {
  it('shows a card with what the widget offers and a link to it, the server nodes hidden', () => {
    const { root, container, card, frame } = mountWidget({
      href: 'https://www.opentable.com/restref/client/?rid=1',
      label: 'Book on OpenTable',
    });
    expect(root.parentElement).toBe(container);
    expect(root.className).toBe('sr-widget sr-reservation');
    expect(card.querySelector('.sr-widget__title')?.textContent).toBe('Book a table');
    const link = card.querySelector<HTMLAnchorElement>('a.sr-widget__link')!;
    expect(link.getAttribute('href')).toBe('https://www.opentable.com/restref/client/?rid=1');
    expect(link.textContent).toBe('Book on OpenTable');
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener');
    // The server's own nodes are still in the page, hidden.
    const serverText = container.querySelector('.server')!;
    expect(serverText.closest('[hidden]')).not.toBeNull();
    // The frame waits, hidden, for the widget.
    expect(frame.className).toBe('sr-widget__frame');
    expect(frame.hidden).toBe(true);
    expect(frame.parentElement).toBe(root);
    const status = card.querySelector('.sr-widget__status')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(card.querySelector('.sr-widget__actions')).not.toBeNull();
    expect(card.hidden).toBe(false);
  });

  it('has no link when the service has no page for it', () => {
    const { card } = mountWidget(null);
    expect(card.querySelector('a')).toBeNull();
    expect(card.children).toHaveLength(3);
  });

  it('shows the widget in place of the card once it loaded', async () => {
    const { gate, root, frame, card, start, load } = mountWidget();
    gate.load();
    expect(root.getAttribute('data-sr-widget-state')).toBe('loading');
    expect(root.getAttribute('aria-busy')).toBe('true');
    expect(card.querySelector('.sr-widget__status')?.textContent).toBe(STRINGS.loading);
    // The widget draws in a frame the page shows.
    expect(start).toHaveBeenCalledExactlyOnceWith(frame, false);
    expect(frame.hidden).toBe(false);
    expect(card.hidden).toBe(false);

    load.resolve();
    await settle();
    expect(root.getAttribute('data-sr-widget-state')).toBe('ready');
    expect(root.getAttribute('aria-busy')).toBe('false');
    expect(card.hidden).toBe(true);
    expect(frame.hidden).toBe(false);
  });

  it('takes back what a failed widget drew, hides its frame and offers to try again', async () => {
    const { gate, root, frame, card, load, log } = mountWidget();
    gate.load();
    frame.append(document.createElement('iframe'));
    const error = new Error('script failed');
    load.reject(error);
    await settle();
    expect(root.getAttribute('data-sr-widget-state')).toBe('failed');
    expect(root.getAttribute('aria-busy')).toBe('false');
    expect(frame.childNodes).toHaveLength(0);
    expect(frame.hidden).toBe(true);
    expect(card.hidden).toBe(false);
    expect(card.querySelector('.sr-widget__status')?.textContent).toBe(STRINGS.failed);
    expect(card.querySelector('button')?.textContent).toBe('Try again');
    expect(log.warn).toHaveBeenCalledWith('block-1: could not be loaded', error);
  });

  it('waits for consent with the card’s consent text under the restrictive policy', () => {
    runtimeWithConsent(true, null);
    const { gate, root, card, start } = mountWidget();
    gate.load();
    expect(root.getAttribute('data-sr-widget-state')).toBe('consent');
    expect(root.getAttribute('aria-busy')).toBe('false');
    expect(card.querySelector('#block-1-consent')?.textContent).toBe(STRINGS.consent);
    expect(start).not.toHaveBeenCalled();
  });

  it('empties the frame on cleanup, and unmount brings the server nodes back', () => {
    const { gate, frame, cleanup, server, container } = mountWidget();
    gate.load();
    frame.append(document.createElement('iframe'));
    cleanup();
    expect(frame.childNodes).toHaveLength(0);
    server.restore();
    expect(container.innerHTML).toBe('<p class="server">Book with us</p>');
  });
});

describe('whenDrawn', () => {
  function host(inner = '<a class="placeholder"></a>') {
    const element = document.createElement('div');
    element.innerHTML = inner;
    document.body.append(element);
    return { host: element, placeholder: element.firstElementChild! };
  }

  it('resolves at once when the widget has already drawn', async () => {
    const filled = host('<a class="placeholder"><span>dates</span></a>');
    await expect(whenDrawn(filled.host, filled.placeholder, 1000)).resolves.toBeUndefined();
    const more = host('<a class="placeholder"></a><div>widget</div>');
    await expect(whenDrawn(more.host, more.placeholder, 1000)).resolves.toBeUndefined();
    const replaced = host();
    replaced.placeholder.remove();
    await expect(whenDrawn(replaced.host, replaced.placeholder, 1000)).resolves.toBeUndefined();
  });

  it.each([
    [
      'fills the placeholder',
      (placeholder: Element) => placeholder.append(document.createElement('span')),
    ],
    [
      'replaces the placeholder',
      (placeholder: Element) => placeholder.replaceWith(document.createElement('iframe')),
    ],
    [
      'draws beside it',
      (placeholder: Element) => placeholder.after(document.createElement('iframe')),
    ],
  ])('resolves once the widget %s', async (_what, draw) => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { host: element, placeholder } = host();
      const drawn = vi.fn();
      void whenDrawn(element, placeholder, 1000).then(drawn);
      await vi.advanceTimersByTimeAsync(500);
      expect(drawn).not.toHaveBeenCalled();
      draw(placeholder);
      await vi.advanceTimersByTimeAsync(0);
      expect(drawn).toHaveBeenCalledTimes(1);
      // The deadline passes: nothing more.
      await vi.advanceTimersByTimeAsync(1000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps waiting through changes that draw nothing, and rejects at the deadline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { host: element, placeholder } = host();
      const outcome = whenDrawn(element, placeholder, 1000);
      const failed = vi.fn();
      outcome.catch(failed);
      placeholder.append('Loading…'); // text, not the widget
      element.append(' '); // whitespace beside the placeholder
      placeholder.setAttribute('data-ready', '');
      await vi.advanceTimersByTimeAsync(999);
      expect(failed).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(failed).toHaveBeenCalledExactlyOnceWith(
        new Error('The widget drew nothing within 1000 ms'),
      );
      // Drawn after the deadline: too late, the promise has failed.
      placeholder.append(document.createElement('span'));
      await vi.advanceTimersByTimeAsync(0);
      await expect(outcome).rejects.toThrow('The widget drew nothing within 1000 ms');
    } finally {
      vi.useRealTimers();
    }
  });
});
