import type { Page } from '@playwright/test';

/** Live resources a page holds, counted through instrumented browser APIs. */
export interface ResourceCounts {
  listeners: number;
  observers: number;
  timers: number;
  /** Elements that still hold a mounted React root. */
  reactRoots: number;
}

declare global {
  interface Window {
    __srResources?: () => Omit<ResourceCounts, 'reactRoots'>;
  }
}

/**
 * Added with page.addInitScript before any page script: wraps addEventListener (with its signal
 * option), the observers and the timer functions so a test can count what is still alive.
 */
export function installResourceProbe(): void {
  const listeners = new Map<EventTarget, Set<string>>();
  const keyOf = (type: string, listener: unknown, options?: boolean | EventListenerOptions) => {
    const capture = typeof options === 'boolean' ? options : Boolean(options?.capture);
    return JSON.stringify([type, capture, idFor(listener)]);
  };
  const listenerIds = new WeakMap<object, number>();
  let nextId = 1;
  const idFor = (listener: unknown): number => {
    if (typeof listener !== 'object' && typeof listener !== 'function') return 0;
    const object = listener as object;
    if (!listenerIds.has(object)) listenerIds.set(object, nextId++);
    return listenerIds.get(object) as number;
  };
  const forget = (target: EventTarget, key: string) => listeners.get(target)?.delete(key);

  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (listener) {
      const key = keyOf(type, listener, options);
      const set = listeners.get(this) ?? new Set<string>();
      listeners.set(this, set);
      set.add(key);
      const signal = typeof options === 'object' ? options.signal : undefined;
      signal?.addEventListener('abort', () => forget(this, key), { once: true });
      if (typeof options === 'object' && options.once) {
        add.call(this, type, () => forget(this, key), { once: true });
      }
    }
    return add.call(this, type, listener, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    if (listener) forget(this, keyOf(type, listener, options));
    return remove.call(this, type, listener, options);
  };

  let observers = 0;
  const countObserved = <
    T extends typeof MutationObserver | typeof IntersectionObserver | typeof ResizeObserver,
  >(
    Original: T,
  ): T => {
    const Wrapped = class extends (Original as unknown as typeof MutationObserver) {
      private observing = false;
      override observe(...args: Parameters<MutationObserver['observe']>) {
        if (!this.observing) observers += 1;
        this.observing = true;
        return super.observe(...args);
      }
      override disconnect() {
        if (this.observing) observers -= 1;
        this.observing = false;
        return super.disconnect();
      }
    };
    return Wrapped as unknown as T;
  };
  window.MutationObserver = countObserved(MutationObserver);
  window.IntersectionObserver = countObserved(IntersectionObserver);
  window.ResizeObserver = countObserved(ResizeObserver);

  const pending = new Set<number>();
  const intervals = new Set<number>();
  const setTimeoutOriginal = window.setTimeout.bind(window);
  const clearTimeoutOriginal = window.clearTimeout.bind(window);
  const setIntervalOriginal = window.setInterval.bind(window);
  const clearIntervalOriginal = window.clearInterval.bind(window);
  window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = setTimeoutOriginal(
      (...args: unknown[]) => {
        pending.delete(id);
        if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
      },
      delay,
      ...rest,
    );
    pending.add(id);
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) pending.delete(id);
    clearTimeoutOriginal(id);
  }) as typeof window.clearTimeout;
  window.setInterval = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
    const id = setIntervalOriginal(handler, delay, ...rest);
    intervals.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) intervals.delete(id);
    clearIntervalOriginal(id);
  }) as typeof window.clearInterval;

  window.__srResources = () => ({
    listeners: Array.from(listeners.values()).reduce((sum, set) => sum + set.size, 0),
    observers,
    timers: pending.size + intervals.size,
  });
}

/** Counts the resources the page holds now. */
export async function countResources(page: Page): Promise<ResourceCounts> {
  return page.evaluate(() => {
    const counts = window.__srResources?.();
    if (!counts) throw new Error('installResourceProbe was not added to the page');
    const reactRoots = Array.from(document.querySelectorAll('*')).filter((element) =>
      Object.keys(element).some(
        (key) =>
          key.startsWith('__reactContainer$') &&
          (element as unknown as Record<string, unknown>)[key] != null,
      ),
    ).length;
    return { ...counts, reactRoots };
  });
}
