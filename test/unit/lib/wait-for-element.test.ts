// The wait-for-element helper (widgets.md section 8: it rejects if no parent or selector is given,
// if the parent is gone, or if nothing is found within the retry limit; section 9: 100 tries of
// 10 ms).
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  pollFor,
  WAIT_FOR_ELEMENT_ERRORS,
  WAIT_INTERVAL_MS,
  WAIT_TRIES,
  waitForElement,
  WaitError,
} from '../../../src/lib/wait-for-element';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function parentInPage(): HTMLElement {
  const parent = document.createElement('div');
  document.body.append(parent);
  return parent;
}

describe('waitForElement', () => {
  it('finds an element already there without waiting', async () => {
    const parent = parentInPage();
    parent.innerHTML = '<p class="a">x</p>';
    await expect(waitForElement(parent, '.a')).resolves.toBe(parent.firstElementChild);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('finds an element another script adds within 100 tries of 10 ms', async () => {
    expect([WAIT_TRIES, WAIT_INTERVAL_MS]).toEqual([100, 10]);
    const parent = parentInPage();
    const found = waitForElement(parent, '[data-late]');
    await vi.advanceTimersByTimeAsync(990);
    const late = document.createElement('span');
    late.setAttribute('data-late', '');
    parent.append(late);
    await vi.advanceTimersByTimeAsync(10);
    await expect(found).resolves.toBe(late);
  });

  it('rejects once the 100th retry finds nothing, not before', async () => {
    const parent = parentInPage();
    let outcome: unknown;
    waitForElement(parent, '.never').catch((error: unknown) => (outcome = error));
    await vi.advanceTimersByTimeAsync(990);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(outcome).toBeInstanceOf(WaitError);
    expect((outcome as WaitError).message).toBe(
      'Wait for element: nothing matches ".never" after 100 tries of 10 ms',
    );
    expect((outcome as WaitError).reason).toBe('timeout');
  });

  it('rejects at once without a parent or a selector', async () => {
    const parent = parentInPage();
    for (const [where, selector] of [
      [null, '.a'],
      [undefined, '.a'],
      [parent, ''],
      [parent, '   '],
      [parent, undefined as never],
    ] as const) {
      await expect(waitForElement(where, selector)).rejects.toThrow(
        WAIT_FOR_ELEMENT_ERRORS.noParentOrSelector,
      );
    }
    await expect(waitForElement(parent, 'p[')).rejects.toThrow('"p[" is not a valid selector');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects when the parent leaves the document while it waits', async () => {
    const parent = parentInPage();
    const found = waitForElement(parent, '.a');
    const outcome = expect(found).rejects.toThrow(WAIT_FOR_ELEMENT_ERRORS.parentGone);
    await vi.advanceTimersByTimeAsync(30);
    parent.remove();
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits in a parent that was never in the document (a fragment being built)', async () => {
    const fragment = document.createDocumentFragment();
    const found = waitForElement(fragment, 'b', { tries: 3, intervalMs: 5 });
    await vi.advanceTimersByTimeAsync(5);
    fragment.append(document.createElement('b'));
    await vi.advanceTimersByTimeAsync(5);
    await expect(found).resolves.toBe(fragment.firstChild);
  });

  it('stops waiting when its signal aborts', async () => {
    const abort = new AbortController();
    const found = waitForElement(parentInPage(), '.a', { signal: abort.signal });
    const outcome = expect(found).rejects.toThrow(WAIT_FOR_ELEMENT_ERRORS.cancelled);
    abort.abort();
    await outcome;
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('pollFor', () => {
  it('looks once, then `tries` more times `intervalMs` apart, whatever the numbers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 50 }),
        async (tries, intervalMs) => {
          let looks = 0;
          let outcome: unknown;
          pollFor(
            () => {
              looks += 1;
              return null;
            },
            'gone',
            { tries, intervalMs },
          ).catch((error: unknown) => (outcome = error));
          if (tries > 0) {
            await vi.advanceTimersByTimeAsync(tries * intervalMs - 1);
            expect(outcome).toBeUndefined();
          }
          await vi.advanceTimersByTimeAsync(1);
          expect(looks).toBe(tries + 1);
          expect(outcome).toEqual(new WaitError('gone', 'timeout'));
        },
      ),
      { numRuns: 30 },
    );
  });

  it('passes on an error its check throws', async () => {
    await expect(
      pollFor(() => {
        throw new Error('bad check');
      }, 'gone'),
    ).rejects.toThrow('bad check');
  });
});
