import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REGISTRY_SCRIPT } from '../../../../blocks/registry/assumed';
import { REGISTRY_TIMEOUT_MS, registryScript } from '../../../../blocks/registry/attach-registry';
import { registryBlockDefinition } from '../../../../blocks/registry/definition';
import { keyOfFrame, readRegistry, registryKey } from '../../../../blocks/registry/read-registry';
import { BlockSkip } from '../../../../src/runtime/types';
import { updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { branchCounter } from '../../support/branches';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';

// The wedding-registry block (fixtures/blocks/registry.html). happy-dom fires a script's load
// without fetching it (vitest.config.ts); `drawRegistries()` does what the provider's widget
// script does: it turns each embed link into the registry's frame.

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/registry.html',
);

const block = (id: string) => document.getElementById(id) as HTMLElement;
const scripts = () => document.querySelectorAll<HTMLScriptElement>('script[data-sr-registry]');
const stateOf = (id: string) =>
  block(id).querySelector('.sr-widget')?.getAttribute('data-sr-widget-state');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The provider's script: every embed link on the page becomes its registry's frame. */
function drawRegistries(): void {
  for (const link of document.querySelectorAll('a.zola-registry-embed')) {
    const frame = document.createElement('iframe');
    frame.className = 'zola-registry-iframe';
    frame.title = 'registry';
    frame.src = `https://widget.zola.com/v1/widget/registry/${link.getAttribute('data-registry-key')}/html?maxItems=12&partnerId=squarespace`;
    link.replaceWith(frame);
  }
}

const mounted: Array<() => void> = [];
function mount(id: string) {
  const result = attachBlock(registryBlockDefinition, block(id));
  mounted.push(result.unmount);
  return result;
}

beforeAll(disableFrameLoading);
beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  registryScript.reset();
  scripts().forEach((script) => script.remove());
  forgetRuntime();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('wedding registry: reading', () => {
  it("reads the key from the provider's embed link, else the block data; none skips", () => {
    expect(readRegistry(block('block-registry-embed'))).toEqual({ key: 'adaandgrace2026' });
    expect(readRegistry(block('block-registry-json'))).toEqual({ key: 'sam-and-alex' });
    expect(() => readRegistry(block('block-registry-empty'))).toThrow(BlockSkip);
  });

  it('reads the key of a frame the widget already drew, only on its host', () => {
    expect(
      keyOfFrame('https://widget.zola.com/v1/widget/registry/jaimeandreece/html?maxItems=12'),
    ).toBe('jaimeandreece');
    expect(keyOfFrame('//widget.zola.com/v1/widget/registry/a-b/html')).toBe('a-b');
    expect(keyOfFrame('https://evil.example/v1/widget/registry/x/html')).toBeNull();
    expect(keyOfFrame('http://widget.zola.com/v1/widget/registry/x/html')).toBeNull();
  });
});

describe('wedding registry: the widget', () => {
  it('a card and link first; the script draws the registry in the block; unmount restores', async () => {
    const { unmount, serverHtml, container } = mount('block-registry-embed');
    const card = block('block-registry-embed').querySelector('.sr-widget__card') as HTMLElement;
    expect(card.querySelector('.sr-widget__title')?.textContent).toBe('Wedding registry');
    const link = card.querySelector('a') as HTMLAnchorElement;
    expect([link.textContent, link.href]).toEqual([
      'Open the registry on Zola',
      'https://www.zola.com/registry/adaandgrace2026',
    ]);
    expect(Array.from(scripts(), (script) => script.src)).toEqual([REGISTRY_SCRIPT]);
    expect(stateOf('block-registry-embed')).toBe('loading');
    // The server's own embed link is kept for unmount, out of the widget's way.
    expect(block('block-registry-embed').querySelectorAll('a.zola-registry-embed')).toHaveLength(1);
    drawRegistries();
    await settle();
    await settle();
    expect(stateOf('block-registry-embed')).toBe('ready');
    expect(card.hidden).toBe(true);
    expect(
      block('block-registry-embed').querySelector('.sr-widget__frame iframe')?.getAttribute('src'),
    ).toContain('/registry/adaandgrace2026/html');
    unmount();
    mounted.length = 0;
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('restrictive policy: nothing loads until the visitor asks or accepts', async () => {
    const store = runtimeWithConsent(true, null);
    mount('block-registry-embed');
    mount('block-registry-json');
    expect(stateOf('block-registry-embed')).toBe('consent');
    expect(scripts()).toHaveLength(0);
    const show = Array.from(block('block-registry-embed').querySelectorAll('button')).find(
      (button) => button.textContent === 'Show the registry',
    );
    show?.click();
    expect(scripts()).toHaveLength(1);
    expect(stateOf('block-registry-json')).toBe('consent');
    drawRegistries();
    await settle();
    await settle();
    expect(stateOf('block-registry-embed')).toBe('ready');
    updateSlice(store, 'consent', { accepted: true });
    await settle();
    expect(stateOf('block-registry-json')).toBe('loading');
  });

  it('a registry not drawn in time says so, with "Try again", which runs the script afresh', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.useFakeTimers();
    mount('block-registry-embed');
    await vi.advanceTimersByTimeAsync(REGISTRY_TIMEOUT_MS);
    expect(stateOf('block-registry-embed')).toBe('failed');
    expect(block('block-registry-embed').querySelector('[role="status"]')?.textContent).toBe(
      'The registry could not be loaded.',
    );
    expect(scripts()).toHaveLength(0);
    const retry = Array.from(block('block-registry-embed').querySelectorAll('button')).find(
      (button) => button.textContent === 'Try again',
    );
    retry?.click();
    expect(scripts()).toHaveLength(1);
    drawRegistries();
    await vi.advanceTimersByTimeAsync(0);
    expect(stateOf('block-registry-embed')).toBe('ready');
  });

  it('offline: waits for the network', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    mount('block-registry-json');
    expect(stateOf('block-registry-json')).toBe('offline');
    expect(scripts()).toHaveLength(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(scripts()).toHaveLength(1);
  });
});

describe('wedding registry: properties of the readers', () => {
  it('registryKey and keyOfFrame: a key is only ever a slug', () => {
    const branches = branchCounter(['key', 'none']);
    const slug = fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          slug,
          slug.map((key) => `https://widget.zola.com/v1/widget/registry/${key}/html`),
          fc.constantFrom('../x', 'a b', '%2e%2e', '<img>', 'javascript:alert(1)'),
        ),
        (value) => {
          const key = registryKey(value) ?? keyOfFrame(value);
          if (key === null) {
            branches.reached('none');
            return;
          }
          branches.reached('key');
          expect(key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);
        },
      ),
    );
    branches.expectEachReached();
  });
});
