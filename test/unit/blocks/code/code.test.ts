import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
  vi,
} from 'vitest';
import { CODE_STRINGS, consentText } from '../../../../blocks/code/attach-code';
import { codeBlockDefinition } from '../../../../blocks/code/definition';
import { readCode } from '../../../../blocks/code/read-code';
import { CONSENT_CARD_TEXT } from '../../../../src/consent/consent-card';
import { markPageScripts, scriptsToRun } from '../../../../src/lib/page-scripts';
import { updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';

declare global {
  interface Window {
    __ran?: string[];
  }
}

/** A code block parsed into the page as markup (its scripts inert), as an editor adds one. */
function addBlock(id: string, inner: string): HTMLElement {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<div class="sqs-block code-block sqs-block-code" data-block-type="23" id="${id}"><div class="sqs-block-content">${inner}</div></div>`,
  );
  return document.getElementById(id) as HTMLElement;
}

const ran = (name: string) => `<script>window.__ran.push(${JSON.stringify(name)})</script>`;

const mounted: Array<() => void> = [];
function mount(element: HTMLElement) {
  const result = attachBlock(codeBlockDefinition, element);
  mounted.push(result.unmount);
  return result;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

// happy-dom runs scripts only when told to; the block's scripts are what these tests are about.
const happyDom = (window as unknown as { happyDOM: { settings: Record<string, unknown> } })
  .happyDOM;
beforeAll(() => {
  happyDom.settings.enableJavaScriptEvaluation = true;
});
afterAll(() => {
  happyDom.settings.enableJavaScriptEvaluation = false;
});

// The core tells the scripts that arrive as markup from those a script inserted from DOM ready on.
let stopWatchingScripts: () => void = () => {};
beforeEach(() => {
  document.body.innerHTML = '';
  stopWatchingScripts = markPageScripts();
  window.__ran = [];
});
afterEach(() => {
  stopWatchingScripts();
  mounted.splice(0).forEach((unmount) => unmount());
  forgetRuntime();
});

describe('code block', () => {
  it('runs inert scripts once, in order, an external one waited for', async () => {
    runtimeWithConsent(false, null);
    const element = addBlock(
      'b1',
      `${ran('first')}<script src="/widget.js"></script>${ran('third')}<script type="application/json">{"not":"code"}</script>`,
    );
    const loads: string[] = [];
    document.addEventListener('load', () => loads.push(`load:${window.__ran?.length}`), true);
    mount(element);
    await settle();
    expect(window.__ran).toEqual(['first', 'third']);
    // The external script loaded after the first ran and before the third.
    expect(loads).toEqual(['load:1']);
    expect(scriptsToRun(element)).toEqual([]);
  });

  it('never runs a script twice: not after unmount and mount again, nor the page’s own', async () => {
    runtimeWithConsent(false, null);
    const element = addBlock('b2', ran('once'));
    mount(element).unmount();
    mounted.pop();
    mount(element);
    await settle();
    expect(window.__ran).toEqual(['once']);

    const served = addBlock('b3', ran('served'));
    markPageScripts();
    expect(readCode(served).scripts).toEqual([]);
  });

  it('runs only HTML scripts that came with added markup, never one a script put in alone', () => {
    const element = addBlock(
      'b9',
      `${ran('markup')}<svg><script src="/svg.js"></script></svg><math><script>1</script></math>`,
    );
    // A page script appends one more, keeping its order with async = false: the browser ran it.
    const appended = document.createElement('script');
    appended.async = false;
    element.querySelector('.sqs-block-content')?.append(appended);
    const scripts = scriptsToRun(element);
    expect(scripts.map((script) => script.textContent)).toEqual(['window.__ran.push("markup")']);
  });

  it('a block with nothing to run (an anchor) is left as the server drew it', () => {
    const element = addBlock('b4', '<span id="learn-more" style="height: 0px;"></span>');
    const { container, serverHtml } = mount(element);
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('document.write from an inline script adds after it; the page stays', async () => {
    runtimeWithConsent(false, null);
    const element = addBlock(
      'b5',
      '<script>document.write("<p class=\\"written\\">Hi</p>")</script>',
    );
    mount(element);
    await settle();
    expect(element.querySelector('.written')?.textContent).toBe('Hi');
    expect(document.body.contains(element)).toBe(true);
    expect(Object.hasOwn(document, 'write')).toBe(false);
  });

  it('restrictive policy: a card first; "Run this content" runs it, once', async () => {
    runtimeWithConsent(true, null);
    const element = addBlock(
      'b6',
      `<script src="https://js.example.net/x.js"></script>${ran('gated')}`,
    );
    mount(element);
    await settle();
    expect(window.__ran).toEqual([]);
    const text = element.querySelector('.sr-consent__text')?.textContent;
    expect(text).toBe(consentText(['js.example.net']));
    const buttons = Array.from(element.querySelectorAll('button'), (b) => b.textContent);
    expect(buttons).toEqual([CODE_STRINGS.load, CONSENT_CARD_TEXT.preferences]);
    element.querySelectorAll('button')[0]?.click();
    await settle();
    expect(window.__ran).toEqual(['gated']);
    expect(element.querySelector('.sr-consent')).toBeNull();
    expect(document.activeElement).toBe(element);
  });

  it('restrictive policy: accepting cookies runs every waiting block', async () => {
    const store = runtimeWithConsent(true, false);
    mount(addBlock('b7', ran('a')));
    mount(addBlock('b8', ran('b')));
    await settle();
    expect(window.__ran).toEqual([]);
    updateSlice(store, 'consent', { accepted: true });
    await settle();
    expect(window.__ran).toEqual(['a', 'b']);
    expect(document.querySelector('.sr-consent')).toBeNull();
  });

  it('unmounted before consent: nothing runs later', async () => {
    const store = runtimeWithConsent(true, null);
    const { unmount } = mount(addBlock('b9', ran('never')));
    unmount();
    mounted.pop();
    updateSlice(store, 'consent', { accepted: true });
    await settle();
    expect(window.__ran).toEqual([]);
  });

  it('an external script that fails is logged and the next one still runs', async () => {
    runtimeWithConsent(false, null);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = addBlock('b10', `<script src="/missing.js"></script>${ran('after')}`);
    // happy-dom then answers the script's fetch with an error event.
    happyDom.settings.handleDisabledFileLoadingAsSuccess = false;
    onTestFinished(() => {
      happyDom.settings.handleDisabledFileLoadingAsSuccess = true;
    });
    mount(element);
    await settle();
    expect(window.__ran).toEqual(['after']);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'script 1 of 2 (http://localhost:3000/missing.js) could not be loaded',
    );
  });
});
