// Auto columns and auto grid: "column width behaviour min (floor) or max (ceil)", and the layout
// done again after a window resize, 150 ms after the last resize event (widgets.md section 9).
import fc from 'fast-check';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { autoColumnCount, MAX_AUTO_COLUMNS } from '../../../../blocks/gallery/auto-columns';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';
import { branchCounter } from '../../support/branches';
import { galleryBlock } from './gallery-markup';

beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => vi.useRealTimers());

describe('autoColumnCount', () => {
  it('rounds the count down for min and up for max', () => {
    // 1000 px of 250 px columns with no gap: exactly 4 either way.
    expect(autoColumnCount(1000, 250, 0, 'min')).toBe(4);
    expect(autoColumnCount(1000, 250, 0, 'max')).toBe(4);
    // 1100 px: 4.4 columns fit.
    expect(autoColumnCount(1100, 250, 0, 'min')).toBe(4);
    expect(autoColumnCount(1100, 250, 0, 'max')).toBe(5);
    // With a 20 px gap: (1100 + 20) / (250 + 20) = 4.15.
    expect(autoColumnCount(1100, 250, 20, 'min')).toBe(4);
    expect(autoColumnCount(1100, 250, 20, 'max')).toBe(5);
    // Narrower than one column, or not laid out: one.
    expect(autoColumnCount(100, 250, 0, 'min')).toBe(1);
    expect(autoColumnCount(0, 250, 0, 'max')).toBe(1);
  });

  it('keeps each column at least columnWidth wide for min, at most for max (property)', () => {
    const branches = branchCounter(['min', 'max', 'capped']);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 20, max: 2000 }),
        fc.integer({ min: 0, max: 200 }),
        fc.constantFrom('min' as const, 'max' as const),
        (width, columnWidth, gap, behavior) => {
          const count = autoColumnCount(width, columnWidth, gap, behavior);
          expect(Number.isInteger(count) && count >= 1 && count <= MAX_AUTO_COLUMNS).toBe(true);
          const each = (width - (count - 1) * gap) / count;
          if (count === MAX_AUTO_COLUMNS) {
            branches.reached('capped');
            return;
          }
          branches.reached(behavior);
          if (behavior === 'max') expect(each).toBeLessThanOrEqual(columnWidth + 1e-6);
          else if (count > 1) expect(each).toBeGreaterThanOrEqual(columnWidth - 1e-6);
        },
      ),
    );
    expect(autoColumnCount(5000, 20, 0, 'max')).toBe(MAX_AUTO_COLUMNS);
    branches.expectEachReached(5);
  });
});

describe('Gallery laid out by width', () => {
  function listWidth(block: HTMLElement, width: number) {
    const list = block.querySelector<HTMLElement>('.sqs-gallery');
    Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
  }

  it('with max, sets the rounded-up column count, and again 150 ms after a resize', () => {
    vi.useFakeTimers();
    const block = galleryBlock({
      design: 'autocolumns',
      columnWidth: 250,
      designOptions: { columnWidthBehavior: 'max' },
    });
    listWidth(block, 1100);
    const { unmount } = mountBlock(galleryBlockDefinition, block);
    const container = block.querySelector<HTMLElement>('.sqs-gallery-container') as HTMLElement;
    expect(container.classList.contains('sr-gallery--columns-max')).toBe(true);
    expect(container.style.getPropertyValue('--sr-gallery-columns')).toBe('5');
    listWidth(block, 600);
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: 640 });
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(149);
    });
    expect(container.style.getPropertyValue('--sr-gallery-columns')).toBe('5');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(container.style.getPropertyValue('--sr-gallery-columns')).toBe('3');
    unmount();
    expect(container.classList.contains('sr-gallery--columns-max')).toBe(false);
    expect(container.style.getPropertyValue('--sr-gallery-columns')).toBe('');
  });

  it('with min (the default), leaves the count to CSS', () => {
    const block = galleryBlock({ design: 'autogrid' });
    listWidth(block, 1100);
    mountBlock(galleryBlockDefinition, block);
    const container = block.querySelector<HTMLElement>('.sqs-gallery-container') as HTMLElement;
    expect(container.classList.contains('sr-gallery--columns-max')).toBe(false);
    expect(container.style.getPropertyValue('--sr-gallery-columns')).toBe('');
    expect(container.style.getPropertyValue('--sr-gallery-column')).toBe('250px');
  });
});
