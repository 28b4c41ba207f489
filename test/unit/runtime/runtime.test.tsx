import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../../src/runtime/runtime';
import { useRuntimeStore } from '../../../src/store/hooks';
import {
  BlockSkip,
  type BlockDefinition,
  type BlockProps,
  type SiteRuntimeApi,
} from '../../../src/runtime/types';
import { runtimeReady } from '../support/runtime-ready';

let runtime: SiteRuntimeApi | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

/** Boots a runtime and resolves once its boot pass has settled (mounts run in later tasks). */
async function start(options: Parameters<typeof createRuntime>[0]): Promise<SiteRuntimeApi> {
  const whenReady = runtimeReady();
  runtime = createRuntime(options);
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
  return document.querySelector(`#${id} .sqs-block-content`)?.innerHTML ?? '';
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

  it('gives blocks the shared store through useRuntimeStore', async () => {
    function SiteId() {
      const id = useRuntimeStore((state) => state.context.website.id);
      return <p>{id}</p>;
    }
    document.body.innerHTML =
      '<script type="application/json" id="site-context">{"website":{"id":"site-42"}}</script>' +
      block('s', 904, '{}');
    await start({
      version: 'test',
      blocks: [
        {
          name: 'site-id',
          blockType: 904,
          priority: 'critical',
          component: SiteId,
        },
      ],
    });
    expect(content('s')).toBe('<p>site-42</p>');
  });
});
