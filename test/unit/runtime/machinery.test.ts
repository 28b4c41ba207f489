import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ElementWatcher, findElements } from '../../../src/runtime/element-watcher';
import { MountScheduler, type Schedulable } from '../../../src/runtime/mount-scheduler';
import { PackLoader } from '../../../src/runtime/packs';
import { createRuntimeStore } from '../../../src/store/store';
import { Unit, type ResolvedUnitDefinition, type UnitHost } from '../../../src/runtime/unit';
import { FakeIntersectionObserver } from '../support/fake-intersection-observer';
import { mockLogger } from '../support/mock-logger';

// The three parts blocks and controllers share (src/runtime/element-watcher.ts,
// mount-scheduler.ts, unit.ts), each on its own: the runtime tests cover them together.

/** Lets queued tasks (MessageChannel yields, timers) and microtasks run. */
const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

function schedulable(element: HTMLElement, mounted: string[], name = element.id): Schedulable {
  let done = false;
  return {
    element,
    get queueable() {
      return !done;
    },
    mount() {
      done = true;
      mounted.push(name);
    },
  };
}

describe('findElements', () => {
  it('includes the root itself when it matches, first, then its matching descendants', () => {
    document.body.innerHTML = '<div id="a" class="x"><p class="x" id="b"></p><p id="c"></p></div>';
    const root = document.getElementById('a') as HTMLElement;
    expect(findElements(root, '.x').map((e) => e.id)).toEqual(['a', 'b']);
    expect(findElements(document, '.x').map((e) => e.id)).toEqual(['a', 'b']);
  });
});

describe('ElementWatcher', () => {
  let watcher: ElementWatcher | null = null;
  afterEach(() => watcher?.stop());

  it('reports added subtrees, skips ignored ones, and reports removals once after additions', async () => {
    document.body.innerHTML = '<div id="owned"></div>';
    const events: string[] = [];
    watcher = new ElementWatcher({
      doc: document,
      ignore: (node) => (node as Element).id === 'owned',
      added: (element) => events.push(`added ${element.id}`),
      removed: () => events.push('removed'),
    });
    watcher.start();
    const moved = document.createElement('section');
    moved.id = 'late';
    document.body.appendChild(moved);
    document.getElementById('owned')?.appendChild(document.createElement('span'));
    await tick();
    expect(events).toEqual(['added late']);
    // A move is a removal and an addition in one batch: the addition is reported first.
    document.getElementById('owned')?.before(moved);
    await tick();
    expect(events).toEqual(['added late', 'added late', 'removed']);
    watcher.stop();
    document.body.appendChild(document.createElement('div'));
    await tick();
    expect(events).toHaveLength(3);
  });
});

describe('MountScheduler', () => {
  let scheduler: MountScheduler;
  beforeEach(() => {
    FakeIntersectionObserver.install();
    scheduler = new MountScheduler();
    scheduler.start();
  });
  afterEach(() => {
    scheduler.stop();
    vi.unstubAllGlobals();
  });

  function elements(...ids: string[]): HTMLElement[] {
    document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join('');
    return ids.map((id) => document.getElementById(id) as HTMLElement);
  }

  it('mounts critical units at once, visible ones as they come near, and the rest in the final pass', async () => {
    const [critical, visible, later, idle] = elements('critical', 'visible', 'later', 'idle');
    const mounted: string[] = [];
    scheduler.schedule(schedulable(critical as HTMLElement, mounted), 'critical');
    scheduler.schedule(schedulable(visible as HTMLElement, mounted), 'visible');
    scheduler.schedule(schedulable(later as HTMLElement, mounted), 'visible');
    scheduler.schedule(schedulable(idle as HTMLElement, mounted), 'idle');
    scheduler.scanned();
    // Idle periods come soon here (happy-dom has no requestIdleCallback: a 1 ms timer).
    await vi.waitFor(() => expect(mounted).toEqual(['critical', 'idle']));
    FakeIntersectionObserver.enter(visible as HTMLElement);
    await vi.waitFor(() => expect(mounted).toEqual(['critical', 'idle', 'visible']));
    await scheduler.settled();
    await vi.waitFor(() => expect(mounted).toEqual(['critical', 'idle', 'visible', 'later']));
  });

  it('mounts every unit of one element when it comes near, in the order they were scheduled', async () => {
    const [header] = elements('header');
    const mounted: string[] = [];
    scheduler.schedule(schedulable(header as HTMLElement, mounted, 'first'), 'visible');
    scheduler.schedule(schedulable(header as HTMLElement, mounted, 'second'), 'visible');
    expect(FakeIntersectionObserver.watching()).toEqual([header]);
    FakeIntersectionObserver.enter(header as HTMLElement);
    await vi.waitFor(() => expect(mounted).toEqual(['first', 'second']));
  });

  it('forgets a unit: it is not observed or mounted any more', async () => {
    const [gone, kept] = elements('gone', 'kept');
    const mounted: string[] = [];
    const unit = schedulable(gone as HTMLElement, mounted);
    scheduler.schedule(unit, 'visible');
    scheduler.schedule(schedulable(kept as HTMLElement, mounted), 'critical');
    scheduler.forget(unit);
    expect(FakeIntersectionObserver.watching()).toEqual([]);
    scheduler.scanned();
    await scheduler.settled();
    await vi.waitFor(() => expect(mounted).toEqual(['kept']));
  });

  it('settles only after the loads units wait for, and mounts nothing after stop()', async () => {
    const [a] = elements('a');
    const mounted: string[] = [];
    let arrive: () => void = () => undefined;
    scheduler.waitFor(new Promise<void>((resolve) => (arrive = resolve)));
    scheduler.scanned();
    let settled = false;
    void scheduler.settled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    arrive();
    await vi.waitFor(() => expect(settled).toBe(true));
    scheduler.stop();
    scheduler.schedule(schedulable(a as HTMLElement, mounted), 'critical');
    await tick();
    expect(mounted).toEqual([]);
  });
});

describe('Unit', () => {
  const definition = (overrides: Partial<ResolvedUnitDefinition>): ResolvedUnitDefinition => ({
    name: 'thing',
    priority: 'critical',
    readData: () => ({}),
    container: (element) => element,
    component: undefined,
    attach: undefined,
    pack: null,
    preload: [],
    static: null,
    ...overrides,
  });

  function host(registered: ResolvedUnitDefinition, changes: string[] = []): UnitHost {
    return {
      packs: new PackLoader(document),
      store: createRuntimeStore(),
      log: mockLogger(),
      scheduler: new MountScheduler(),
      noun: 'thing',
      registered: () => registered,
      describe: (unit) => `Thing ${unit.id}`,
      changed: (unit) => changes.push(unit.state),
      failed: () => undefined,
    };
  }

  it('puts the server DOM back when its attach throws, retries once, then fails with the reason', () => {
    document.body.innerHTML = '<div id="el" class="server"><p>server</p></div>';
    const element = document.getElementById('el') as HTMLElement;
    let attempts = 0;
    const broken = definition({
      attach: ({ server, element: el }) => {
        attempts += 1;
        server.setAttribute(el, 'class', 'changed');
        server.add(document.createElement('hr'), el);
        throw new Error(`attempt ${attempts}`);
      },
    });
    const failures: unknown[] = [];
    const changes: string[] = [];
    const unit = new Unit(element, 'el', {
      ...host(broken, changes),
      failed: (_, e) => failures.push(e),
    });
    unit.classify(broken, 'none');
    unit.mount();
    expect(attempts).toBe(2);
    expect(unit.state).toBe('failed');
    expect(unit.error).toBe('attempt 2');
    expect(element.outerHTML).toBe('<div id="el" class="server"><p>server</p></div>');
    expect(changes).toEqual(['pending', 'pending', 'failed']);
    expect(failures).toHaveLength(1);
  });

  it('is static with its reason, or skipped with the given one, and never mounts then', () => {
    document.body.innerHTML = '<div id="el"></div>';
    const element = document.getElementById('el') as HTMLElement;
    const attach = vi.fn();
    const quiet = definition({ attach, static: 'CSS does it' });
    const unit = new Unit(element, 'el', host(quiet));
    unit.classify(quiet, 'none');
    unit.mount();
    unit.start();
    expect([unit.state, unit.error]).toEqual(['static', 'CSS does it']);
    unit.classify(null, 'No definition');
    expect([unit.state, unit.error]).toEqual(['skipped', 'No definition']);
    expect(attach).not.toHaveBeenCalled();
  });

  it('runs the cleanup and restores the journal on dispose, and ignores a later mount', () => {
    document.body.innerHTML = '<div id="el"></div>';
    const element = document.getElementById('el') as HTMLElement;
    const cleanup = vi.fn();
    const working = definition({
      attach: ({ server, element: el }) => {
        server.setAttribute(el, 'aria-expanded', 'false');
        return cleanup;
      },
    });
    const unit = new Unit(element, 'el', host(working));
    unit.classify(working, 'none');
    unit.mount();
    expect(element.getAttribute('aria-expanded')).toBe('false');
    unit.dispose();
    expect(cleanup).toHaveBeenCalledOnce();
    expect(element.hasAttribute('aria-expanded')).toBe(false);
    unit.classify(working, 'none');
    unit.mount();
    expect(element.hasAttribute('aria-expanded')).toBe(false);
  });
});
