import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FOLLOW_SCRIPT_TIMEOUT_MS,
  followScript,
} from '../../../../blocks/follow-button/attach-follow-button';
import { FOLLOW_SCRIPT } from '../../../../blocks/follow-button/assumed';
import { followButtonDefinition } from '../../../../blocks/follow-button/definition';
import { readFollowButton } from '../../../../blocks/follow-button/read-follow-button';
import { NEW_TAB_NOTE } from '../../../../src/lib/server-links';
import { BlockSkip } from '../../../../src/runtime/types';
import { updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { branchCounter } from '../../support/branches';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';

// The follow button (fixtures/blocks/follow-button.html): the account link at once, the provider's
// follow script (given the spec's 10 s) once third-party content may load. happy-dom fires a
// script's load without fetching it (vitest.config.ts): `window.twttr` plays the script's part.

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/follow-button.html',
);

const host = (id: string) => document.getElementById(id) as HTMLElement;
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-sr-follow]');
const stateOf = (id: string) =>
  host(id).querySelector('.sr-follow')?.getAttribute('data-sr-follow-state');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const mounted: Array<() => void> = [];
function mount(id: string) {
  const result = attachBlock(followButtonDefinition, host(id));
  mounted.push(result.unmount);
  return result;
}

let drawn: Array<Element | undefined> = [];

beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  drawn = [];
  (window as unknown as { twttr?: unknown }).twttr = {
    widgets: { load: (element?: Element) => drawn.push(element) },
  };
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  followScript.reset();
  scripts().forEach((script) => script.remove());
  delete (window as unknown as { twttr?: unknown }).twttr;
  forgetRuntime();
  vi.restoreAllMocks();
});

describe('follow button', () => {
  it('reads the account name; an unusable one skips the block with the reason', () => {
    expect(readFollowButton(host('follow-harbour'))).toEqual({ userName: 'HarbourNews' });
    expect(() => readFollowButton(host('follow-broken'))).toThrow(BlockSkip);
    expect(() => readFollowButton(host('follow-broken'))).toThrow('is not an account name');
  });

  it('draws the account link at once, then the follow script turns it into the button', async () => {
    const { unmount, serverHtml, container } = mount('follow-harbour');
    const link = host('follow-harbour').querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.href, link.target, link.rel]).toEqual([
      'Follow @HarbourNews',
      'https://twitter.com/HarbourNews',
      '_blank',
      'noopener',
    ]);
    expect(document.getElementById(link.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      NEW_TAB_NOTE,
    );
    expect(Array.from(scripts(), (script) => script.src)).toEqual([FOLLOW_SCRIPT]);
    await settle();
    expect(stateOf('follow-harbour')).toBe('ready');
    expect(drawn).toEqual([host('follow-harbour').querySelector('.sr-follow')]);
    unmount();
    mounted.length = 0;
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('one script for every button of the page', async () => {
    mount('follow-harbour');
    mount('follow-tides');
    await settle();
    expect(scripts()).toHaveLength(1);
    expect(drawn).toHaveLength(2);
  });

  it('restrictive policy: the link only until the visitor accepts; then the script loads', async () => {
    const store = runtimeWithConsent(true, null);
    mount('follow-harbour');
    await settle();
    expect(stateOf('follow-harbour')).toBe('consent');
    expect(scripts()).toHaveLength(0);
    expect(host('follow-harbour').querySelector('a')?.getAttribute('href')).toBe(
      'https://twitter.com/HarbourNews',
    );
    updateSlice(store, 'consent', { accepted: false });
    await settle();
    expect(scripts()).toHaveLength(0);
    updateSlice(store, 'consent', { accepted: true });
    await settle();
    expect(scripts()).toHaveLength(1);
    expect(stateOf('follow-harbour')).toBe('ready');
  });

  it('offline: waits for the network', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mount('follow-harbour');
    expect(stateOf('follow-harbour')).toBe('offline');
    expect(scripts()).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(stateOf('follow-harbour')).toBe('ready');
  });

  it('a script that offers no buttons: the link stays, the failure logged', async () => {
    delete (window as unknown as { twttr?: unknown }).twttr;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mount('follow-harbour');
    await settle();
    expect(stateOf('follow-harbour')).toBe('failed');
    expect(host('follow-harbour').querySelector('a')?.textContent).toBe('Follow @HarbourNews');
    expect(warn.mock.calls.flat().join(' ')).toContain('the link stays');
  });

  it("a script that never arrives is given up after the spec's 10 s: the link stays", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The script never runs: its load event is never heard.
    const listen = HTMLScriptElement.prototype.addEventListener;
    vi.spyOn(HTMLScriptElement.prototype, 'addEventListener').mockImplementation(function (
      this: HTMLScriptElement,
      ...args: Parameters<HTMLScriptElement['addEventListener']>
    ) {
      if (args[0] !== 'load') listen.apply(this, args);
    });
    vi.useFakeTimers();
    try {
      mount('follow-harbour');
      await vi.advanceTimersByTimeAsync(FOLLOW_SCRIPT_TIMEOUT_MS - 1);
      expect(stateOf('follow-harbour')).toBe('loading');
      await vi.advanceTimersByTimeAsync(1);
      expect(stateOf('follow-harbour')).toBe('failed');
      expect(FOLLOW_SCRIPT_TIMEOUT_MS).toBe(10_000);
      expect(scripts()).toHaveLength(0);
      expect(host('follow-harbour').querySelector('a')?.href).toBe(
        'https://twitter.com/HarbourNews',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('property: any data-username gives a valid account name or a BlockSkip', () => {
    const branches = branchCounter(['name', 'skip']);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 20 }),
          fc.stringMatching(/^@?[A-Za-z0-9_]{1,15}$/),
          fc.constantFrom('a/b', '<script>', 'x'.repeat(16)),
        ),
        (value) => {
          const element = document.createElement('div');
          element.setAttribute('data-username', value);
          try {
            const { userName } = readFollowButton(element);
            branches.reached('name');
            expect(userName).toMatch(/^[A-Za-z0-9_]{1,15}$/);
            expect(`https://twitter.com/${userName}`).toBe(
              new URL(`https://twitter.com/${userName}`).href,
            );
          } catch (error) {
            branches.reached('skip');
            expect(error).toBeInstanceOf(BlockSkip);
          }
        },
      ),
    );
    branches.expectEachReached();
  });
});
