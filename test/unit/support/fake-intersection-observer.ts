import { vi } from 'vitest';

/**
 * Stands in for IntersectionObserver (happy-dom's never reports): a test says which elements come
 * into view, and sees what is observed and with which options. `install()` puts it on the global
 * for one test (vitest restores it with `vi.unstubAllGlobals()`).
 */
export class FakeIntersectionObserver {
  static readonly instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  static install(): void {
    FakeIntersectionObserver.instances.length = 0;
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }

  /** Every element observed by any live instance. */
  static watching(): Element[] {
    return FakeIntersectionObserver.instances.flatMap((observer) => [...observer.observed]);
  }

  /** Reports `elements` as intersecting to the instances that observe them. */
  static enter(...elements: Element[]): void {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      const entries = elements
        .filter((element) => observer.observed.has(element))
        .map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  /** Reports one observation of `element` (ratio, boxes…) to the instances that observe it. */
  static report(element: Element, entry: Partial<IntersectionObserverEntry>): void {
    for (const observer of [...FakeIntersectionObserver.instances]) {
      if (!observer.observed.has(element)) continue;
      observer.callback(
        [
          {
            target: element,
            isIntersecting: false,
            intersectionRatio: 0,
            ...entry,
          } as IntersectionObserverEntry,
        ],
        observer as unknown as IntersectionObserver,
      );
    }
  }

  observe(element: Element): void {
    this.observed.add(element);
  }

  unobserve(element: Element): void {
    this.observed.delete(element);
  }

  disconnect(): void {
    this.observed.clear();
    const index = FakeIntersectionObserver.instances.indexOf(this);
    if (index >= 0) FakeIntersectionObserver.instances.splice(index, 1);
  }
}
