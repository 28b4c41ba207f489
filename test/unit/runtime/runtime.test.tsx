import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../../src/runtime/runtime';
import { pageContextInitialiser } from '../../../src/context/context-initialiser';
import { useRuntimeStore } from '../../../src/store/hooks';
import {
  BlockSkip,
  type BlockDefinition,
  type BlockProps,
  type FeaturesPack,
  type SiteRuntimeApi,
} from '../../../src/runtime/types';
import { runtimeReady } from '../support/runtime-ready';
import { packLoaderWithReact, renderedContent } from '../support/pack-loader';
import { PackLoader } from '../../../src/runtime/packs';

let runtime: SiteRuntimeApi | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

/** Boots a runtime and resolves once its boot pass has settled (mounts run in later tasks). */
async function start(options: Parameters<typeof createRuntime>[0]): Promise<SiteRuntimeApi> {
  const whenReady = runtimeReady();
  runtime = createRuntime({ packs: packLoaderWithReact(), ...options });
  runtime.init();
  await whenReady;
  return runtime;
}

function block(id: string, type: number, json?: string, inner = '<p>server</p>'): string {
  const attribute = json === undefined ? '' : ` data-block-json='${json}'`;
  return `<div class="sqs-block" id="${id}" data-block-type="${type}"${attribute}><div class="sqs-block-content">${inner}</div></div>`;
}

function Greeting({ data }: BlockProps<{ name?: string }>) {
  return <p className="greeting">Hello {data.name ?? 'nobody'}</p>;
}

const greeting: BlockDefinition<{ name?: string }> = {
  name: 'greeting',
  blockType: 900,
  priority: 'critical',
  component: Greeting,
};

function content(id: string): string {
  return renderedContent(document.getElementById(id));
}

describe('runtime boot', () => {
  it('mounts a critical block into its content element and lists it as mounted', async () => {
    document.body.innerHTML = block('block-a', 900, '{"name":"Ada"}');
    const api = await start({ version: 'test', blocks: [greeting] });
    expect(content('block-a')).toBe('<p class="greeting">Hello Ada</p>');
    expect(api.blocks()).toEqual([
      { id: 'block-a', type: 'greeting', blockType: 900, state: 'mounted', error: null },
    ]);
    expect(document.getElementById('block-a')?.getAttribute('data-sr-state')).toBe('mounted');
  });

  it('dispatches site-runtime:ready with every block in a final state', async () => {
    document.body.innerHTML = block('block-a', 900, '{}') + block('block-b', 2);
    await start({ version: 'test', blocks: [greeting] });
    expect(runtime?.blocks().map((b) => b.state)).toEqual(['mounted', 'skipped']);
  });

  it('skips a block with bad JSON, logs why, and still mounts the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = block('bad', 900, '{"name":') + block('good', 900, '{"name":"Bo"}');
    const api = await start({ version: 'test', blocks: [greeting] });
    const [bad, good] = api.blocks();
    expect(bad?.state).toBe('skipped');
    expect(bad?.error).toMatch(/^Invalid data-block-json/);
    expect(content('bad')).toBe('<p>server</p>');
    expect(good?.state).toBe('mounted');
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Block bad (greeting) skipped'));
  });

  it('skips with the readData reason when a definition throws BlockSkip', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = block('empty', 900);
    const api = await start({
      version: 'test',
      blocks: [
        {
          ...greeting,
          readData: (): never => {
            throw new BlockSkip('No items in the markup');
          },
        },
      ],
    });
    expect(api.blocks()[0]).toMatchObject({ state: 'skipped', error: 'No items in the markup' });
  });

  it('lists an element of an unknown block type as skipped with a reason', async () => {
    document.body.innerHTML = block('html', 2);
    const api = await start({ version: 'test', blocks: [greeting] });
    expect(api.blocks()).toEqual([
      {
        id: 'html',
        type: 'unknown',
        blockType: 2,
        state: 'skipped',
        error: 'No block definition registered for data-block-type 2',
      },
    ]);
  });
});

describe('isolation', () => {
  it('restores the server HTML of a crashing block, retries once, then marks it failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let renders = 0;
    function Broken(): never {
      renders += 1;
      throw new Error('kaboom');
    }
    const events: CustomEvent[] = [];
    document.addEventListener('site-runtime:block-error', (e) => events.push(e as CustomEvent));
    document.body.innerHTML = block('broken', 901, '{}') + block('fine', 900, '{}');
    const api = await start({
      version: 'test',
      blocks: [
        greeting,
        {
          name: 'broken',
          blockType: 901,
          priority: 'critical',
          component: Broken,
        },
      ],
    });
    expect(renders).toBeGreaterThanOrEqual(2);
    expect(content('broken')).toBe('<p>server</p>');
    expect(api.blocks()).toEqual([
      { id: 'broken', type: 'broken', blockType: 901, state: 'failed', error: 'kaboom' },
      { id: 'fine', type: 'greeting', blockType: 900, state: 'mounted', error: null },
    ]);
    expect(events).toHaveLength(1);
    expect(events[0]?.detail).toMatchObject({ id: 'broken', type: 'broken' });
  });

  it('mounts a block whose first render fails but whose retry succeeds', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let attempts = 0;
    function Flaky() {
      // Counting renders is what this test is about.
      // eslint-disable-next-line react-hooks/globals
      attempts += 1;
      if (attempts === 1) throw new Error('first time only');
      return <p>recovered</p>;
    }
    document.body.innerHTML = block('flaky', 902, '{}');
    const api = await start({
      version: 'test',
      blocks: [
        {
          name: 'flaky',
          blockType: 902,
          priority: 'critical',
          component: Flaky,
        },
      ],
    });
    expect(api.blocks()[0]?.state).toBe('mounted');
    expect(content('flaky')).toBe('<p>recovered</p>');
  });

  it('runs every initialiser in order even when one throws or rejects', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ran: string[] = [];
    const failures: string[] = [];
    document.addEventListener('site-runtime:initialiser-error', (e) =>
      failures.push((e as CustomEvent<{ name: string }>).detail.name),
    );
    await start({
      version: 'test',
      initialisers: [
        { name: 'first', init: () => void ran.push('first') },
        {
          name: 'throws',
          init: () => {
            throw new Error('sync failure');
          },
        },
        { name: 'rejects', init: () => Promise.reject(new Error('async failure')) },
        { name: 'last', init: () => void ran.push('last') },
      ],
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(ran).toEqual(['first', 'last']);
    expect(failures).toEqual(['throws', 'rejects']);
  });
});

describe('late content', () => {
  it('mounts blocks added after boot and unmounts removed ones, never twice', async () => {
    let mounts = 0;
    let unmounts = 0;
    function Counted() {
      useEffect(() => {
        mounts += 1;
        return () => void (unmounts += 1);
      }, []);
      return <p>counted</p>;
    }
    document.body.innerHTML = '<main id="main"></main>';
    const api = await start({
      version: 'test',
      blocks: [
        {
          name: 'counted',
          blockType: 903,
          priority: 'critical',
          component: Counted,
        },
      ],
    });
    const main = document.getElementById('main') as HTMLElement;
    main.insertAdjacentHTML('beforeend', block('late', 903, '{}'));
    await vi.waitFor(() => expect(content('late')).toBe('<p>counted</p>'));
    api.refresh();
    expect(mounts).toBe(1);

    // Moving a block keeps its root.
    const late = document.getElementById('late') as HTMLElement;
    document.body.appendChild(late);
    await new Promise((r) => setTimeout(r, 0));
    expect(unmounts).toBe(0);
    expect(api.blocks()).toHaveLength(1);

    late.remove();
    await vi.waitFor(() => expect(unmounts).toBe(1));
    expect(api.blocks()).toEqual([]);
  });

  it('mounts matching elements already on the page when a block type is registered later', async () => {
    document.body.innerHTML = block('waiting', 900, '{"name":"Cy"}');
    const api = await start({ version: 'test' });
    expect(api.blocks()[0]?.state).toBe('skipped');
    api.registerBlock(greeting);
    await vi.waitFor(() =>
      expect(api.blocks()[0]).toMatchObject({ type: 'greeting', state: 'mounted' }),
    );
    expect(content('waiting')).toBe('<p class="greeting">Hello Cy</p>');
  });
});

describe('registering a block type after boot', () => {
  it('searches the page only for the new type’s elements, and not at all when a pack replaces a known type', async () => {
    document.body.innerHTML =
      block('known', 900, '{"name":"Eve"}') + block('other', 901, '{"name":"Fay"}');
    const api = await start({ version: 'test', blocks: [greeting] });
    const search = vi.spyOn(document, 'querySelectorAll');
    try {
      // A pack's full definition of "greeting": the same selector, so no search at all.
      api.registerBlock({ ...greeting });
      expect(search.mock.calls).toEqual([]);
      // A new type: one search, for its own elements only.
      api.registerBlock({ ...greeting, name: 'farewell', blockType: 901 });
      expect(search.mock.calls.map(([selector]) => selector)).toEqual([
        '[data-block-type="901"], .sqs-block-farewell',
      ]);
    } finally {
      search.mockRestore();
    }
    await vi.waitFor(() =>
      expect(api.blocks().map((b) => [b.id, b.type, b.state])).toEqual([
        ['known', 'greeting', 'mounted'],
        ['other', 'farewell', 'mounted'],
      ]),
    );
  });
});

describe('destroy and init', () => {
  it('restores server HTML, runs cleanups, aborts signals, and boots again', async () => {
    const cleanups: string[] = [];
    let signal: AbortSignal | null = null;
    document.body.innerHTML = block('a', 900, '{"name":"Di"}');
    const api = await start({
      version: 'test',
      blocks: [greeting],
      initialisers: [
        {
          name: 'listener',
          init: (ctx) => {
            signal = ctx.signal;
            return () => cleanups.push('listener');
          },
        },
      ],
    });
    expect(content('a')).toContain('Hello Di');
    api.destroy();
    expect(content('a')).toBe('<p>server</p>');
    expect(document.getElementById('a')?.hasAttribute('data-sr-state')).toBe(false);
    expect(cleanups).toEqual(['listener']);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(api.blocks()).toEqual([]);
    expect(document.getElementById('sr-stylesheet')).toBeNull();

    const whenReady = runtimeReady();
    api.init();
    await whenReady;
    expect(content('a')).toContain('Hello Di');
    expect(api.blocks()[0]?.state).toBe('mounted');
  });

  it('gives blocks the shared store through useRuntimeStore, with the page context the features read', async () => {
    function SiteId() {
      const id = useRuntimeStore((state) => state.context.website.id);
      return <p>{id}</p>;
    }
    document.body.innerHTML =
      '<script type="application/json" id="site-context">{"website":{"id":"site-42"}}</script>' +
      block('s', 904, '{}');
    const packs = packLoaderWithReact();
    const features: FeaturesPack = { initialisers: [pageContextInitialiser], install: () => {} };
    packs.define('features', features);
    await start({
      version: 'test',
      packs,
      featuresPack: 'features',
      blocks: [{ name: 'site-id', blockType: 904, priority: 'critical', component: SiteId }],
    });
    expect(content('s')).toBe('<p>site-42</p>');
  });

  it("mounts no block before the features pack has come; its initialisers run before the page's own, and its API is installed once", async () => {
    document.body.innerHTML =
      '<script type="application/json" id="site-context">{"website":{"id":"site-7"}}</script>' +
      block('f', 905, '{}');
    const ran: string[] = [];
    const packs = packLoaderWithReact();
    let arrive: () => void = () => undefined;
    const install = vi.fn((api: SiteRuntimeApi) => Object.assign(api, { extra: true }));
    const features: FeaturesPack = {
      initialisers: [
        pageContextInitialiser,
        {
          name: 'built-in',
          init: ({ store }) => void ran.push(`built-in ${store.getState().context.website.id}`),
        },
      ],
      install,
    };
    // The pack's file has arrived and registered itself; it starts once `arrive` is called.
    packs.register('features', [], () =>
      packs.define(
        'features',
        new Promise<FeaturesPack>((resolve) => (arrive = () => resolve(features))),
      ),
    );
    runtime = createRuntime({
      version: 'test',
      packs,
      featuresPack: 'features',
      initialisers: [
        {
          name: 'page-own',
          init: ({ context }) => void ran.push(`page-own ${context.website.id}`),
        },
      ],
      blocks: [
        { name: 'f', blockType: 905, priority: 'critical', attach: () => void ran.push('mounted') },
      ],
    });
    const whenReady = runtimeReady();
    runtime.init();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    expect(runtime.blocks()[0]?.state).toBe('pending');

    arrive();
    await whenReady;
    expect(ran).toEqual(['built-in site-7', 'page-own site-7', 'mounted']);
    expect(install).toHaveBeenCalledTimes(1);

    // A later init() finds the features there: they run at once, in the same order.
    runtime.destroy();
    ran.length = 0;
    runtime.init();
    expect(ran).toEqual(['built-in site-7', 'page-own site-7']);
    expect(install).toHaveBeenCalledTimes(1);
  });
});

describe('taking over the server DOM', () => {
  const serverMarkup = '<label>Name <input id="name"></label><p id="note">note</p>';

  /** Shows the server's note inside what it renders, by moving the node, not by copying it. */
  function Framed({ element, server }: BlockProps) {
    const note = element.querySelector('#note');
    return (
      <section
        className="framed"
        ref={(section) => {
          if (section && note) server.adopt(note, section);
        }}
      />
    );
  }
  const framed: BlockDefinition = {
    name: 'framed',
    blockType: 905,
    priority: 'critical',
    component: Framed,
  };

  it('hides the server nodes without taking them out of the document, and gives the same nodes back', async () => {
    document.body.innerHTML = block('t', 905, '{}', serverMarkup);
    const container = document.querySelector('#t .sqs-block-content') as HTMLElement;
    const [label, note] = Array.from(container.childNodes);
    const input = document.getElementById('name') as HTMLInputElement;
    input.value = 'typed before boot';
    const api = await start({ version: 'test', blocks: [framed] });

    expect(content('t')).toBe('<section class="framed"><p id="note">note</p></section>');
    expect(document.querySelector('#t .framed #note')).toBe(note);
    const stash = container.querySelector('[data-sr-stash]') as HTMLElement;
    expect(stash.hidden).toBe(true);
    expect(stash.firstChild).toBe(label);
    expect(input.isConnected).toBe(true);

    api.destroy();
    expect(Array.from(container.childNodes)).toEqual([label, note]);
    expect(container.innerHTML).toBe(serverMarkup);
    expect((document.getElementById('name') as HTMLInputElement).value).toBe('typed before boot');
  });

  it('a block that fails gets its very same server nodes back, with what was typed in them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    function Breaks({ element, server }: BlockProps): never {
      const label = element.querySelector('label');
      if (label) server.adopt(label, document.body);
      throw new Error('broken after moving a node');
    }
    document.body.innerHTML = block('t', 906, '{}', serverMarkup);
    const input = document.getElementById('name') as HTMLInputElement;
    input.value = 'keep me';
    const api = await start({
      version: 'test',
      blocks: [{ name: 'breaks', blockType: 906, priority: 'critical', component: Breaks }],
    });
    expect(api.blocks()[0]?.state).toBe('failed');
    const container = document.querySelector('#t .sqs-block-content') as HTMLElement;
    expect(container.innerHTML).toBe(serverMarkup);
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('keep me');
  });

  it('an attach block enhances the server DOM in place, without React, and is undone on destroy', async () => {
    const cleanups: string[] = [];
    let aborted: AbortSignal | null = null;
    document.body.innerHTML = block('t', 907, '{"label":"More"}', serverMarkup);
    const note = document.getElementById('note') as HTMLElement;
    const api = await start({
      version: 'test',
      packs: new PackLoader(document),
      blocks: [
        {
          name: 'enhanced',
          blockType: 907,
          priority: 'critical',
          attach: ({ element, server, data, signal }: BlockProps<{ label: string }>) => {
            const target = element.querySelector('#note') as HTMLElement;
            server.setAttribute(target, 'aria-label', data.label);
            server.toggleClass(target, 'is-enhanced', true);
            aborted = signal;
            return () => cleanups.push('attach');
          },
        },
      ],
    });
    expect(api.blocks()[0]?.state).toBe('mounted');
    expect(document.getElementById('note')).toBe(note);
    expect(note.getAttribute('aria-label')).toBe('More');
    expect(note.className).toBe('is-enhanced');
    // No React root and no stash: the server DOM stays as it is.
    expect(document.querySelector('[data-sr-root], [data-sr-stash]')).toBeNull();
    expect(document.querySelector('script[data-sr-pack]')).toBeNull();

    api.destroy();
    expect(cleanups).toEqual(['attach']);
    expect((aborted as AbortSignal | null)?.aborted).toBe(true);
    expect(note.hasAttribute('aria-label')).toBe(false);
    expect(note.hasAttribute('class')).toBe(false);
  });

  it('a mounted block removed from the page gets its server nodes back and mounts again when re-attached', async () => {
    document.body.innerHTML = block('t', 905, '{}', serverMarkup);
    const api = await start({ version: 'test', blocks: [framed] });
    const element = document.getElementById('t') as HTMLElement;
    const container = element.querySelector('.sqs-block-content') as HTMLElement;
    const note = document.getElementById('note');

    element.remove();
    await vi.waitFor(() => expect(api.blocks()).toEqual([]));
    expect(container.innerHTML).toBe(serverMarkup);
    expect(element.hasAttribute('data-sr-state')).toBe(false);

    document.body.appendChild(element);
    await vi.waitFor(() => expect(api.blocks()[0]?.state).toBe('mounted'));
    expect(content('t')).toBe('<section class="framed"><p id="note">note</p></section>');
    expect(document.getElementById('note')).toBe(note);
  });
});

describe('initialisers by urgency', () => {
  /** A stand-in for requestIdleCallback whose idle periods the test hands out one at a time. */
  function manualIdle() {
    const waiting: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => waiting.push(callback));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      waiting[handle - 1] = () => undefined;
    });
    return {
      pending: () => waiting.length,
      /** Runs the oldest idle callback, as one idle period of the browser would. */
      next: () => waiting.shift()?.(),
    };
  }

  afterEach(() => {
    runtime?.destroy();
    runtime = null;
    vi.unstubAllGlobals();
  });

  const recording = (ran: string[], name: string, urgency?: 'boot' | 'idle') => ({
    name,
    urgency,
    init: () => {
      ran.push(name);
    },
  });

  it('runs boot initialisers at init() and the idle ones later, each in an idle period of its own', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    runtime = createRuntime({
      version: 'test',
      packs: packLoaderWithReact(),
      initialisers: [
        recording(ran, 'consent'),
        recording(ran, 'analytics', 'idle'),
        recording(ran, 'redirect', 'boot'),
        recording(ran, 'performance', 'idle'),
      ],
    });
    runtime.init();
    expect(ran).toEqual(['consent', 'redirect']);
    idle.next();
    expect(ran).toEqual(['consent', 'redirect', 'analytics']);
    while (idle.pending() > 0) idle.next();
    expect(ran).toEqual(['consent', 'redirect', 'analytics', 'performance']);
  });

  it('tells the page once every initialiser has run, idle ones included', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    const announced: string[][] = [];
    const onInitialised = (event: Event) =>
      announced.push((event as CustomEvent<{ initialisers: string[] }>).detail.initialisers);
    document.addEventListener('site-runtime:initialised', onInitialised);
    runtime = createRuntime({
      version: 'test',
      packs: packLoaderWithReact(),
      initialisers: [recording(ran, 'consent'), recording(ran, 'analytics', 'idle')],
    });
    runtime.init();
    expect(announced).toEqual([]);
    while (idle.pending() > 0) idle.next();
    document.removeEventListener('site-runtime:initialised', onInitialised);
    expect(announced).toEqual([['consent', 'analytics']]);
  });

  it('an idle initialiser that throws is reported and the next one still runs', () => {
    const idle = manualIdle();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failures: string[] = [];
    const onError = (event: Event) => failures.push((event as CustomEvent).detail.name);
    document.addEventListener('site-runtime:initialiser-error', onError);
    const ran: string[] = [];
    runtime = createRuntime({
      version: 'test',
      packs: packLoaderWithReact(),
      initialisers: [
        {
          name: 'broken',
          urgency: 'idle',
          init: () => {
            throw new Error('idle failure');
          },
        },
        recording(ran, 'after', 'idle'),
      ],
    });
    runtime.init();
    while (idle.pending() > 0) idle.next();
    document.removeEventListener('site-runtime:initialiser-error', onError);
    expect(failures).toEqual(['broken']);
    expect(ran).toEqual(['after']);
  });

  it('destroy() before the browser was idle: the idle initialisers never run', () => {
    const idle = manualIdle();
    const ran: string[] = [];
    runtime = createRuntime({
      version: 'test',
      packs: packLoaderWithReact(),
      initialisers: [recording(ran, 'later', 'idle')],
    });
    runtime.init();
    runtime.destroy();
    while (idle.pending() > 0) idle.next();
    expect(ran).toEqual([]);
  });

  it('refuses an initialiser with an unknown urgency, and says why', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    runtime = createRuntime({
      version: 'test',
      initialisers: [{ name: 'odd', urgency: 'soon' as 'idle', init: () => undefined }],
    });
    expect(errors).toHaveBeenCalledWith(
      '[site-runtime] runtime: Could not register initialiser "odd"',
      new TypeError('Initialiser "odd" has an unknown urgency "soon"'),
    );
  });
});
