import { describe, expect, it, vi } from 'vitest';
import {
  DESKTOP_CONCURRENCY,
  LoadQueue,
  MOBILE_CONCURRENCY,
  queueConcurrency,
} from '../../../../blocks/gallery/image-queue';

describe('gallery image queue', () => {
  it('runs at most `concurrency` loads at once and starts the next as one settles', () => {
    const queue = new LoadQueue(2);
    const started: number[] = [];
    const done: Array<() => void> = [];
    for (let index = 0; index < 5; index += 1) {
      queue.add((finish) => {
        started.push(index);
        done.push(finish);
      });
    }
    expect(started).toEqual([0, 1]);
    expect([queue.active, queue.pending]).toEqual([2, 3]);
    done[0]?.();
    done[0]?.(); // settling twice frees one slot only
    expect(started).toEqual([0, 1, 2]);
    done[1]?.();
    done[2]?.();
    expect(started).toEqual([0, 1, 2, 3, 4]);
  });

  it('puts an urgent or promoted load first, and drops a cancelled one', () => {
    const queue = new LoadQueue(1);
    const started: string[] = [];
    let finish = () => {};
    const job = (name: string) => (done: () => void) => {
      started.push(name);
      finish = done;
    };
    queue.add(job('first'));
    queue.add(job('a'));
    const b = job('b');
    queue.add(b);
    const cancel = queue.add(job('c'));
    queue.add(job('in view'), true);
    queue.promote(b);
    cancel();
    for (let i = 0; i < 4; i += 1) finish();
    expect(started).toEqual(['first', 'b', 'in view', 'a']);
  });

  it('starts nothing more once stopped', () => {
    const queue = new LoadQueue(1);
    const started: number[] = [];
    let finish = () => {};
    queue.add((done) => {
      started.push(1);
      finish = done;
    });
    queue.add(() => started.push(2));
    queue.stop();
    finish();
    queue.add(() => started.push(3));
    expect(started).toEqual([1]);
  });

  it('loads 16 at once on desktop and 1 on mobile (up to 432 px wide)', () => {
    expect([DESKTOP_CONCURRENCY, MOBILE_CONCURRENCY]).toEqual([16, 1]);
    const media = (mobile: boolean) =>
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) =>
          ({
            matches: mobile && query === '(max-width: 432px)',
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          }) as unknown as MediaQueryList,
      );
    media(true);
    expect(queueConcurrency()).toBe(1);
    vi.restoreAllMocks();
    media(false);
    expect(queueConcurrency()).toBe(16);
  });
});
