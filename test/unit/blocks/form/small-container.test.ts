// The newsletter's small-container rule (runtime.md section 9): below 320 px the block carries the
// platform's `newsletter-form-has-small-container` class, measured at mount and again when a
// change of the window's width comes to rest; unmounting puts the class list back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  followSmallContainer,
  isSmallContainer,
  SMALL_CONTAINER_CLASS,
} from '../../../../blocks/form/small-container';
import { RESIZE_QUIET_MS } from '../../../../src/lib/resize-emitter';
import { ServerDom } from '../../../../src/runtime/server-dom';

/** A newsletter block whose content is `width` px wide (happy-dom lays nothing out). */
function newsletterBlock(width: number) {
  document.body.innerHTML = `
    <div class="sqs-block newsletter-block sqs-block-newsletter" data-block-type="51" id="block-n">
      <div class="sqs-block-content"><form class="newsletter-form"></form></div>
    </div>`;
  const block = document.getElementById('block-n') as HTMLElement;
  const content = block.querySelector('.sqs-block-content') as HTMLElement;
  let current = width;
  Object.defineProperty(content, 'clientWidth', { configurable: true, get: () => current });
  return { block, content, setWidth: (next: number) => (current = next) };
}

function resizeWindow(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the newsletter small container', () => {
  it('is small below 320 px, not at 320, not when the block has no width', () => {
    expect(isSmallContainer(319.5)).toBe(true);
    expect(isSmallContainer(320)).toBe(false);
    expect(isSmallContainer(0)).toBe(false);
  });

  it('marks a narrow block at mount and follows the window’s width once it comes to rest', () => {
    vi.useFakeTimers();
    resizeWindow(1200);
    const { block, content, setWidth } = newsletterBlock(300);
    const server = new ServerDom(content);
    const mounted = new AbortController();
    followSmallContainer(block, server, mounted.signal);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(true);

    setWidth(600);
    resizeWindow(1400);
    // Still resizing: the class waits for the resize to end.
    vi.advanceTimersByTime(RESIZE_QUIET_MS - 1);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(false);

    setWidth(280);
    resizeWindow(900);
    vi.advanceTimersByTime(RESIZE_QUIET_MS);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(true);

    // Unmounted: nothing follows any more, and the server's class list comes back.
    mounted.abort();
    server.restore();
    expect(block.getAttribute('class')).toBe('sqs-block newsletter-block sqs-block-newsletter');
    setWidth(100);
    resizeWindow(500);
    vi.advanceTimersByTime(RESIZE_QUIET_MS);
    expect(block.classList.contains(SMALL_CONTAINER_CLASS)).toBe(false);
  });

  it('leaves a wide block as the server wrote it', () => {
    const { block, content } = newsletterBlock(640);
    followSmallContainer(block, new ServerDom(content), new AbortController().signal);
    expect(block.getAttribute('class')).toBe('sqs-block newsletter-block sqs-block-newsletter');
  });
});
