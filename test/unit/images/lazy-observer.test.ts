import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchedCount, whenNearViewport } from '../../../src/images/lazy-observer';
import { FakeIntersectionObserver } from '../support/fake-intersection-observer';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the lazy observer', () => {
  it('calls each image once when it comes within 200 px, then stops watching it', () => {
    FakeIntersectionObserver.install();
    const [a, b] = [document.createElement('img'), document.createElement('img')] as const;
    const near: Element[] = [];
    whenNearViewport(a, () => near.push(a));
    whenNearViewport(b, () => near.push(b));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('200px');

    FakeIntersectionObserver.report(a, { isIntersecting: false });
    expect(near).toEqual([]);
    FakeIntersectionObserver.enter(a);
    // The other image is still watched by the same observer.
    expect(FakeIntersectionObserver.watching()).toEqual([b]);
    FakeIntersectionObserver.enter(a, b);
    expect(near).toEqual([a, b]);
    expect(watchedCount()).toBe(0);
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });

  it('stops only the watch it started: a newer one on the same element goes on', () => {
    FakeIntersectionObserver.install();
    const img = document.createElement('img');
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = whenNearViewport(img, first);
    const stopSecond = whenNearViewport(img, second);
    stopFirst();
    expect(watchedCount()).toBe(1);
    FakeIntersectionObserver.enter(img);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    stopSecond();
    expect(watchedCount()).toBe(0);
  });

  it('where visibility cannot be observed, calls at once unless stopped first', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const called = vi.fn();
    whenNearViewport(document.createElement('img'), called);
    const stopped = vi.fn();
    whenNearViewport(document.createElement('img'), stopped)();
    await Promise.resolve();
    expect([called.mock.calls.length, stopped.mock.calls.length]).toEqual([1, 0]);
  });
});
