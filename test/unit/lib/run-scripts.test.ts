import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { markPageScripts, scriptsToRun } from '../../../src/lib/page-scripts';
import { runScripts, SCRIPT_LOAD_TIMEOUT_MS } from '../../../src/lib/run-scripts';
import { ServerDom } from '../../../src/runtime/server-dom';
import { mockLogger, type MockLogger } from '../support/mock-logger';

// How the runtime runs a block's inert scripts (issue 31): once, in document order, an external
// one waited for (loaded, failed or timed out) before the next, each as a fresh <script> right
// after its original; refusals and failures logged, the next script still running.

declare global {
  interface Window {
    __ran?: string[];
  }
}

// happy-dom runs inline scripts only when told to.
const happyDom = (window as unknown as { happyDOM: { settings: Record<string, unknown> } })
  .happyDOM;
beforeAll(() => {
  happyDom.settings.enableJavaScriptEvaluation = true;
});
afterAll(() => {
  happyDom.settings.enableJavaScriptEvaluation = false;
});

/**
 * The network for external scripts: happy-dom fetches none and reports each loaded at once; here
 * each stays loading until the test says it loaded or failed.
 */
const network = {
  loading: [] as HTMLScriptElement[],
  releasing: false,
  hold(event: Event): void {
    if (network.releasing || !(event.target instanceof HTMLScriptElement)) return;
    event.stopImmediatePropagation();
    network.loading.push(event.target);
  },
  /** The external script loading from `src`, as the page has it. */
  script(src: string): HTMLScriptElement {
    const found = network.loading.find((script) => script.getAttribute('src') === src);
    if (!found) throw new Error(`no script is loading from ${src}`);
    return found;
  },
  settle(src: string, outcome: 'load' | 'error'): void {
    const script = network.script(src);
    network.releasing = true;
    try {
      script.dispatchEvent(new Event(outcome));
    } finally {
      network.releasing = false;
    }
  },
};

let log: MockLogger;
let stopWatching: () => void;
beforeEach(() => {
  document.addEventListener('load', network.hold, true);
  network.loading = [];
  window.__ran = [];
  log = mockLogger();
  stopWatching = markPageScripts();
});
afterEach(() => {
  document.removeEventListener('load', network.hold, true);
  stopWatching();
  vi.useRealTimers();
});

const ran = (name: string) => `<script>window.__ran.push(${JSON.stringify(name)})</script>`;

/** A block's markup parsed into the page after it loaded: its scripts are inert. */
function addBlock(inner: string): HTMLElement {
  document.body.insertAdjacentHTML('beforeend', `<div class="code-block">${inner}</div>`);
  return document.body.lastElementChild as HTMLElement;
}

/** Runs the block's waiting scripts as a code block does. */
function run(block: HTMLElement, signal = new AbortController().signal): Promise<void> {
  return runScripts(scriptsToRun(block), {
    server: new ServerDom(block),
    log,
    signal,
    owner: 'Code block b1',
  });
}

/** Lets the run go on past a script that has settled. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runScripts', () => {
  it('runs the scripts in order, waiting for an external one to load', async () => {
    const block = addBlock(`${ran('a')}<script src="/widget.js"></script>${ran('c')}`);
    const done = run(block);
    expect(window.__ran).toEqual(['a']);

    await flush();
    expect(window.__ran).toEqual(['a']);

    network.settle('/widget.js', 'load');
    await done;
    expect(window.__ran).toEqual(['a', 'c']);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('puts each fresh script right after its original, which stays', async () => {
    const block = addBlock(
      `<script data-config="x">window.__ran.push('inline')</script><script src="/w.js" crossorigin="anonymous" data-id="7"></script>`,
    );
    const done = run(block);
    network.settle('/w.js', 'load');
    await done;

    const scripts = Array.from(block.children) as HTMLScriptElement[];
    expect(scripts.map((script) => script.getAttribute('data-config'))).toEqual([
      'x',
      'x',
      null,
      null,
    ]);
    expect(scripts[1]!.text).toBe("window.__ran.push('inline')");
    expect(scripts[3]!.getAttribute('src')).toBe('/w.js');
    expect(scripts[3]!.getAttribute('crossorigin')).toBe('anonymous');
    expect(scripts[3]!.getAttribute('data-id')).toBe('7');
    expect(window.__ran).toEqual(['inline']);
  });

  it('gives the fresh script the nonce a browser hides from the original’s attribute', async () => {
    const block = addBlock('<script nonce="">window.__ran.push("nonced")</script>');
    // A browser empties a parsed nonce attribute; the property keeps it (happy-dom has neither).
    Object.defineProperty(block.firstElementChild!, 'nonce', { value: 'r4nd0m' });
    await run(block);
    expect((block.lastElementChild as HTMLScriptElement).nonce).toBe('r4nd0m');
  });

  it('runs each script once: neither the originals nor the fresh copies are left to run', async () => {
    const block = addBlock(`${ran('once')}<script src="/w.js"></script>`);
    const done = run(block);
    network.settle('/w.js', 'load');
    await done;
    expect(scriptsToRun(block)).toEqual([]);
    await run(block);
    expect(window.__ran).toEqual(['once']);
  });

  it('lets document.write add after the script, the page staying', async () => {
    const block = addBlock(
      '<script>document.write("<p class=\\"a\\">", "Hello", "</p>")</script><p class="after">after</p>',
    );
    await run(block);
    const written = block.querySelector('.a')!;
    expect(written.textContent).toBe('Hello');
    expect(written.previousElementSibling?.tagName).toBe('SCRIPT');
    expect(written.nextElementSibling?.className).toBe('after');
    expect(document.body.contains(block)).toBe(true);
    // Afterwards, the document's own method again.
    expect(Object.hasOwn(document, 'write')).toBe(false);
  });

  it('keeps several writes of one script in the order they were made', async () => {
    const block = addBlock(
      '<script>document.write("<i>1</i>"); document.write("<i>2</i>"); document.writeln("<i>3</i>")</script>',
    );
    await run(block);
    expect(Array.from(block.querySelectorAll('i'), (i) => i.textContent)).toEqual(['1', '2', '3']);
    expect(block.querySelector('i')?.previousElementSibling?.tagName).toBe('SCRIPT');
  });

  it('writes markup inert, as a fragment is parsed: a written script never runs', async () => {
    const block = addBlock(
      `<script>document.write('<script>window.__ran = ["written"]<' + '/script>')</script>`,
    );
    await run(block);
    expect(block.querySelectorAll('script')).toHaveLength(3);
    expect(window.__ran ?? []).not.toContain('written');
  });

  it('lets document.writeln add a line after the script, the page staying', async () => {
    const block = addBlock('<script>document.writeln("one line")</script>');
    await run(block);
    expect(block.lastChild?.textContent).toBe('one line\n');
    expect(document.body.contains(block)).toBe(true);
    expect(Object.hasOwn(document, 'writeln')).toBe(false);
  });

  it('logs an external script that fails, and runs the next', async () => {
    const block = addBlock(`<script src="/missing.js"></script>${ran('next')}`);
    const done = run(block);
    network.settle('/missing.js', 'error');
    await done;
    expect(window.__ran).toEqual(['next']);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Code block b1: script 1 of 2 (http://localhost:3000/missing.js) could not be loaded',
    );
  });

  it('runs the next once an external script has taken 15 s, and says so', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const block = addBlock(`<script src="/slow.js"></script>${ran('next')}`);
    const done = run(block);

    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS - 1);
    expect(window.__ran).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(window.__ran).toEqual(['next']);
    expect(log.warn).toHaveBeenCalledExactlyOnceWith(
      'Code block b1: script 1 of 2 (http://localhost:3000/slow.js) did not load within 15 s; the next one runs',
    );
    // It loads after all: nothing more happens.
    network.settle('/slow.js', 'load');
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    expect(window.__ran).toEqual(['next']);
    expect(log.warn).toHaveBeenCalledTimes(1);
  });

  it('sets no timeout warning for a script that loads in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const block = addBlock(`<script src="/quick.js"></script>${ran('next')}`);
    const done = run(block);
    network.settle('/quick.js', 'load');
    await done;
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS * 2);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('stops at once when aborted while a script loads: the next never runs, nothing logged', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const block = addBlock(`<script src="/slow.js"></script>${ran('never')}`);
    const controller = new AbortController();
    const done = run(block, controller.signal);
    controller.abort();
    // Resolves without waiting for the script, nor for its timeout.
    await expect(done).resolves.toBeUndefined();

    network.settle('/slow.js', 'error');
    await vi.advanceTimersByTimeAsync(SCRIPT_LOAD_TIMEOUT_MS);
    expect(window.__ran).toEqual([]);
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('runs nothing when aborted before it starts', async () => {
    const block = addBlock(`${ran('never')}<script src="/w.js"></script>`);
    const controller = new AbortController();
    controller.abort();
    await run(block, controller.signal);
    expect(window.__ran).toEqual([]);
    expect(block.querySelectorAll('script')).toHaveLength(2);
  });

  it('stops when the next script’s markup has left the page meanwhile', async () => {
    const block = addBlock(`<script src="/w.js"></script><div class="part">${ran('gone')}</div>`);
    const done = run(block);
    block.querySelector('.part')!.remove();
    network.settle('/w.js', 'load');
    await expect(done).resolves.toBeUndefined();
    expect(window.__ran).toEqual([]);
  });

  describe('refused by the page’s Content-Security-Policy', () => {
    // happy-dom has no Content-Security-Policy: the tests fire the browser's violation event.
    const violation = () => new Event('securitypolicyviolation');

    it('logs an external script the policy refuses, once, and runs the next', async () => {
      const block = addBlock(`<script src="https://js.example.net/x.js"></script>${ran('next')}`);
      const done = run(block);
      const refused = network.script('https://js.example.net/x.js');
      // Refused by two policies (a header's and a meta's): an event each, then the error.
      refused.dispatchEvent(violation());
      refused.dispatchEvent(violation());
      network.settle('https://js.example.net/x.js', 'error');
      await done;

      expect(window.__ran).toEqual(['next']);
      expect(log.error).toHaveBeenCalledExactlyOnceWith(
        "Code block b1: the page's Content-Security-Policy refused script 1 of 2 " +
          '(https://js.example.net/x.js); it did not run. Allow its host in script-src.',
      );
      // Not also "could not be loaded": the refusal said why.
      expect(log.warn).not.toHaveBeenCalled();
    });

    it('logs an inline script the policy refuses, saying how to allow it', async () => {
      const block = addBlock('<script>void 0</script>');
      await run(block);
      block.lastElementChild!.dispatchEvent(violation());
      expect(log.error).toHaveBeenCalledExactlyOnceWith(
        "Code block b1: the page's Content-Security-Policy refused script 1 of 1 (inline); " +
          'it did not run. Give it a nonce or hash the policy allows, or move it to a file on this site.',
      );
    });
  });
});
