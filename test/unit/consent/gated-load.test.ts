import { afterEach, describe, expect, it, vi } from 'vitest';
import { gatedLoad, type GateState, type GateStrings } from '../../../src/consent/gated-load';
import { updateSlice } from '../../../src/store/store';
import { mockLogger, type MockLogger } from '../support/mock-logger';
import { forgetRuntime, runtimeWithConsent } from '../support/runtime-with-consent';

// The steps a block goes through before showing third-party content: consent under the
// restrictive policy, the network when offline, then loading, and "Try again" after a failure.

const STRINGS: GateStrings = {
  consent: 'The map is provided by Google Maps, which may set cookies.',
  load: 'Show the map',
  loading: 'Loading the map…',
  offline: 'The map loads once you are back online.',
  failed: 'The map could not be loaded.',
  retry: 'Try again',
};

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

afterEach(() => {
  forgetRuntime();
});

function gate({ signal = new AbortController().signal } = {}) {
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  const actions = document.createElement('div');
  document.body.append(status, actions);
  const loads: Array<ReturnType<typeof deferred>> = [];
  const start = vi.fn((_byVisitor: boolean) => {
    const next = deferred();
    loads.push(next);
    return next.promise;
  });
  const states: GateState[] = [];
  const log: MockLogger = mockLogger();
  const result = gatedLoad({
    id: 'map-1',
    status,
    actions,
    strings: STRINGS,
    start,
    onState: (state) => states.push(state),
    log,
    signal,
  });
  const buttons = () => Array.from(actions.querySelectorAll('button'));
  return { ...result, status, actions, start, loads, states, log, buttons };
}

/** Lets a settled start's handlers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gatedLoad', () => {
  it('has no state before it is asked to load', () => {
    const { state, start, status } = gate();
    expect(state()).toBeNull();
    expect(start).not.toHaveBeenCalled();
    expect(status.textContent).toBe('');
  });

  it('loads at once without the restrictive policy, saying so, then shows the content', async () => {
    runtimeWithConsent(false, null);
    const { load, state, start, status, actions, loads, states } = gate();
    actions.append(document.createElement('span')); // what a step before left
    load();
    expect(state()).toBe('loading');
    expect(status.textContent).toBe(STRINGS.loading);
    expect(actions.childNodes).toHaveLength(0);
    expect(start).toHaveBeenCalledExactlyOnceWith(false);

    loads[0]!.resolve();
    await settle();
    expect(state()).toBe('ready');
    expect(status.textContent).toBe('');
    expect(states).toEqual(['loading', 'ready']);
  });

  it('needs no one told of its states', async () => {
    const status = document.createElement('p');
    const actions = document.createElement('div');
    const loaded = deferred();
    const quiet = gatedLoad({
      id: 'map-2',
      status,
      actions,
      strings: STRINGS,
      start: () => loaded.promise,
      log: mockLogger(),
      signal: new AbortController().signal,
    });
    quiet.load();
    expect(quiet.state()).toBe('loading');
    loaded.resolve();
    await settle();
    expect(quiet.state()).toBe('ready');
  });

  it('loads once: not again while loading, nor once ready', async () => {
    const { load, start, loads } = gate();
    load();
    load(true);
    expect(start).toHaveBeenCalledTimes(1);
    loads[0]!.resolve();
    await settle();
    load(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('says a failure, logs it and offers to try again', async () => {
    const { load, state, status, buttons, loads, start, log, states } = gate();
    load();
    const error = new Error('script failed');
    loads[0]!.reject(error);
    await settle();
    expect(state()).toBe('failed');
    expect(status.textContent).toBe(STRINGS.failed);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith('map-1: could not be loaded', error);
    const [retry] = buttons();
    expect(buttons()).toHaveLength(1);
    expect(retry!.textContent).toBe('Try again');
    expect(retry!.type).toBe('button');
    expect(retry!.className).toBe('sr-consent__button');
    // Not asked by the visitor: the focus stays where it was.
    expect(document.activeElement).not.toBe(retry);

    retry!.click();
    expect(state()).toBe('loading');
    expect(start).toHaveBeenLastCalledWith(true);
    loads[1]!.resolve();
    await settle();
    expect(states).toEqual(['loading', 'failed', 'loading', 'ready']);
  });

  it('gives "Try again" the focus when the visitor had asked for the content', async () => {
    const { load, buttons, loads } = gate();
    load(true);
    loads[0]!.reject(new Error('no'));
    await settle();
    expect(document.activeElement).toBe(buttons()[0]);
  });

  it('does nothing once aborted: no load, no state after a load that ends late', async () => {
    const controller = new AbortController();
    const { load, state, start, loads, log, status } = gate({ signal: controller.signal });
    load();
    controller.abort();
    loads[0]!.resolve();
    await settle();
    expect(state()).toBe('loading');

    const other = new AbortController();
    const failing = gate({ signal: other.signal });
    failing.load();
    other.abort();
    failing.loads[0]!.reject(new Error('late'));
    await settle();
    expect(failing.state()).toBe('loading');
    expect(failing.log.warn).not.toHaveBeenCalled();
    expect(failing.buttons()).toEqual([]);

    const aborted = new AbortController();
    aborted.abort();
    const never = gate({ signal: aborted.signal });
    never.load(true);
    expect(never.state()).toBeNull();
    expect(never.start).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledTimes(1);
    expect(log.warn).not.toHaveBeenCalled();
    expect(status.textContent).toBe(STRINGS.loading);
  });

  it('a "Try again" does nothing once aborted', async () => {
    const controller = new AbortController();
    const { load, buttons, loads, start } = gate({ signal: controller.signal });
    load();
    loads[0]!.reject(new Error('no'));
    await settle();
    controller.abort();
    buttons()[0]!.click();
    expect(start).toHaveBeenCalledTimes(1);
  });

  describe('under the restrictive cookie policy', () => {
    it('shows the consent card and loads nothing until the visitor accepts', async () => {
      const store = runtimeWithConsent(true, null);
      const { load, state, start, status, actions, states } = gate();
      load();
      expect(state()).toBe('consent');
      expect(status.textContent).toBe('');
      expect(start).not.toHaveBeenCalled();
      const text = actions.querySelector('#map-1-consent');
      expect(text?.textContent).toBe(STRINGS.consent);
      const loadButton = actions.querySelector('button');
      expect(loadButton?.textContent).toBe(STRINGS.load);
      expect(loadButton?.getAttribute('aria-describedby')).toBe('map-1-consent');

      // Asked again (a second mount step): the same card, one wait for consent.
      const card = actions.firstElementChild;
      load();
      expect(actions.firstElementChild).toBe(card);
      expect(states).toEqual(['consent']);

      updateSlice(store, 'consent', { accepted: true });
      expect(state()).toBe('loading');
      expect(start).toHaveBeenCalledExactlyOnceWith(false);
    });

    it('loads this once when the visitor clicks the card’s button', () => {
      runtimeWithConsent(true, false);
      const { load, state, start, actions } = gate();
      load();
      actions.querySelector('button')!.click();
      expect(state()).toBe('loading');
      expect(start).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('skips the card when the visitor asked directly', () => {
      runtimeWithConsent(true, null);
      const { load, state, start } = gate();
      load(true);
      expect(state()).toBe('loading');
      expect(start).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('waits for nobody once accepted', () => {
      runtimeWithConsent(true, true);
      const { load, state } = gate();
      load();
      expect(state()).toBe('loading');
    });

    it('remembers the visitor asked: back online, it loads without the card', () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      runtimeWithConsent(true, null);
      const { load, state, start } = gate();
      load(true);
      expect(state()).toBe('offline');
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(state()).toBe('loading');
      expect(start).toHaveBeenCalledExactlyOnceWith(true);
    });

    it('after an abort, accepting cookies loads nothing', () => {
      const store = runtimeWithConsent(true, null);
      const controller = new AbortController();
      const { load, start } = gate({ signal: controller.signal });
      load();
      controller.abort();
      updateSlice(store, 'consent', { accepted: true });
      expect(start).not.toHaveBeenCalled();
    });
  });

  describe('offline', () => {
    it('says it waits for the network, and loads once back online', () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { load, state, start, status, states } = gate();
      load();
      expect(state()).toBe('offline');
      expect(status.textContent).toBe(STRINGS.offline);
      expect(start).not.toHaveBeenCalled();

      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(state()).toBe('loading');
      expect(start).toHaveBeenCalledExactlyOnceWith(false);
      expect(states).toEqual(['offline', 'loading']);
    });

    it('waits for one "online" only: a load that fails there stays failed', async () => {
      const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const { load, state, start, loads } = gate();
      load();
      online.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      loads[0]!.reject(new Error('no'));
      await settle();
      window.dispatchEvent(new Event('online'));
      expect(state()).toBe('failed');
      expect(start).toHaveBeenCalledTimes(1);
    });

    it('loads nothing back online once aborted', () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      const controller = new AbortController();
      const { load, state, start } = gate({ signal: controller.signal });
      load();
      controller.abort();
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(state()).toBe('offline');
      expect(start).not.toHaveBeenCalled();
    });
  });
});
