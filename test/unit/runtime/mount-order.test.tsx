import { packLoaderWithReact } from '../support/pack-loader';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '../../../src/runtime/runtime';
import type { BlockDefinition, BlockProps, SiteRuntimeApi } from '../../../src/runtime/types';
import { runtimeReady } from '../support/runtime-ready';

// The order of mounts with 'visible' blocks: those the IntersectionObserver reports go first, even
// when the final pass has already queued every other block. Chromium tests (scheduling.spec.ts)
// cover the real observer; here a fake one says exactly which block is near the viewport when.

/** The one IntersectionObserver the runtime made, and a way to report blocks as in view. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver | null = null;
  readonly observed = new Set<Element>();

  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current = this;
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
  }

  /** Reports `ids` as intersecting, in this order, as one batch. */
  show(...ids: string[]): void {
    const entries = ids.map((id) => {
      const target = document.getElementById(id) as Element;
      expect(this.observed.has(target)).toBe(true);
      return { target, isIntersecting: true } as IntersectionObserverEntry;
    });
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const mounted: string[] = [];

function Recorder({ id }: BlockProps<unknown>) {
  mounted.push(id);
  return <p>mounted</p>;
}

const recorder: BlockDefinition = {
  name: 'recorder',
  blockType: 901,
  priority: 'visible',
  readData: () => null,
  component: Recorder,
};

const ids = Array.from({ length: 12 }, (_, index) => `block-${index}`);
let runtime: SiteRuntimeApi | null = null;

beforeEach(() => {
  mounted.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  document.body.innerHTML = ids
    .map(
      (id) =>
        `<div class="sqs-block" id="${id}" data-block-type="901"><div class="sqs-block-content"></div></div>`,
    )
    .join('');
});

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.unstubAllGlobals();
});

describe('mount order', () => {
  it('a block reported near the viewport jumps ahead of the final pass, in page order', async () => {
    const ready = runtimeReady();
    runtime = createRuntime({ version: 'test', blocks: [recorder], packs: packLoaderWithReact() });
    runtime.init();
    // init() runs in a task of its own: wait for the observer it makes.
    await vi.waitFor(() => expect(FakeIntersectionObserver.current?.observed.size).toBe(12));
    FakeIntersectionObserver.current?.show('block-0');
    await ready;
    // The final pass has queued every other block and not mounted any yet: the visitor scrolls
    // to the bottom, where the last two blocks come into view.
    expect(mounted).toEqual(['block-0']);
    FakeIntersectionObserver.current?.show('block-10', 'block-11');

    await vi.waitFor(() => expect(mounted).toHaveLength(12));
    expect(mounted).toEqual(['block-0', 'block-10', 'block-11', ...ids.slice(1, 10)]);
    expect(runtime.blocks().every((block) => block.state === 'mounted')).toBe(true);
  });

  it('without the observer, the final pass still mounts every block, in page order', async () => {
    const ready = runtimeReady();
    runtime = createRuntime({ version: 'test', blocks: [recorder], packs: packLoaderWithReact() });
    runtime.init();
    await ready;
    await vi.waitFor(() => expect(mounted).toHaveLength(12));
    expect(mounted).toEqual(ids);
  });
});
