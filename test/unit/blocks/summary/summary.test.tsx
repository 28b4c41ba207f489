import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  summaryBlockDefinition,
  summaryV1BlockDefinition,
} from '../../../../blocks/summary/definition';
import {
  readSummaryData,
  summaryLayoutOf,
  summaryRatio,
} from '../../../../blocks/summary/read-summary';
import { defaultSelector } from '../../../../src/runtime/block-data';
import { BlockSkip } from '../../../../src/runtime/types';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';

const root = path.resolve(__dirname, '../../../..');
const REAL_ID = 'block-yui_3_17_2_3_1454451851814_16857';

function fixture(file: string, id: string): HTMLElement {
  document.body.innerHTML = readFileSync(path.join(root, 'fixtures/blocks', file), 'utf8');
  const block = document.getElementById(id);
  if (!block) throw new Error(`no #${id}`);
  return block;
}

beforeEach(() => {
  FakeIntersectionObserver.install();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readSummaryData', () => {
  it('reads the real 7.0 summary: list design, its header, one item with its thumbnail', () => {
    const data = readSummaryData(fixture('summary-7.0.html', REAL_ID));
    expect(data.layout).toBe('list');
    expect(data.label).toBe('Featured');
    expect(data.listImageSize).toBe(30);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]?.image?.settings.source).toMatch(/look2_retusche-1\.jpg$/);
    // imageAspectRatio "0.6666666666666666" is width / height.
    expect(data.items[0]?.ratio).toBeCloseTo(2 / 3);
  });

  it('maps the designs: carousel, list, grid (autogrid) and wall (autocolumns)', () => {
    expect(
      ['carousel', 'list', 'grid', 'autogrid', 'wall', 'autocolumns', 'mosaic'].map(
        summaryLayoutOf,
      ),
    ).toEqual(['carousel', 'list', 'grid', 'grid', 'wall', 'wall', undefined]);
    expect(summaryRatio('1.5')).toBe(1.5);
    expect(summaryRatio('Auto')).toBeNull();
  });

  it('skips a block with bad JSON or an unknown design, with the reason', () => {
    const block = fixture('summary-7.0.html', REAL_ID);
    block.setAttribute('data-block-json', '{"design":');
    expect(() => readSummaryData(block)).toThrow(BlockSkip);
    block.setAttribute('data-block-json', '{"design":"mosaic"}');
    expect(() => readSummaryData(block)).toThrow('Summary design "mosaic" not found');
  });
});

describe('Summary block', () => {
  it('draws the carousel design as a named carousel of the server items, links kept', () => {
    const block = fixture('summary-designs.html', 'block-summary-carousel');
    const items = Array.from(block.querySelectorAll('.summary-item'));
    mountBlock(summaryBlockDefinition, block);
    const region = block.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('Recent posts');
    expect(region?.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = Array.from(block.querySelectorAll('[aria-roledescription="slide"]'));
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 4',
      '2 of 4',
      '3 of 4',
      '4 of 4',
    ]);
    expect(slides.map((slide) => slide.firstElementChild)).toEqual(items);
    expect(slides[1]?.querySelector('a.summary-title-link')?.getAttribute('href')).toMatch(
      /^\/home\//,
    );
    // The server's two empty pager spans give way to real buttons.
    expect(block.querySelector<HTMLElement>('.summary-carousel-pager')?.hidden).toBe(true);
    expect(
      Array.from(region?.querySelectorAll('button') ?? [], (b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous slide', 'Next slide']);
  });

  it('reserves each thumbnail frame at the data ratio, and loads thumbnails as they come near', () => {
    const block = fixture('summary-designs.html', 'block-summary-grid');
    mountBlock(summaryBlockDefinition, block);
    const frames = Array.from(block.querySelectorAll<HTMLElement>('.sr-summary__frame'));
    expect(frames).toHaveLength(4);
    expect(frames.map((frame) => frame.style.getPropertyValue('aspect-ratio'))).toEqual(
      Array<string>(4).fill('1.5 / 1'),
    );
    const images = Array.from(block.querySelectorAll('img[data-src]'));
    expect(images.some((img) => img.hasAttribute('src'))).toBe(false);
    FakeIntersectionObserver.enter(images[0] as Element);
    expect(images[0]?.getAttribute('src')).toMatch(/\?format=\d+w$/);
    expect(images[1]?.hasAttribute('src')).toBe(false);
  });

  it('loads the carousel thumbnails in view and one beyond once the carousel is near', async () => {
    const block = fixture('summary-designs.html', 'block-summary-carousel');
    mountBlock(summaryBlockDefinition, block);
    const images = Array.from(block.querySelectorAll('img[data-src]'));
    const slides = Array.from(block.querySelectorAll('.sr-carousel__slide'));
    // Embla reports the first slide in view; nothing loads while the carousel is far away.
    act(() => FakeIntersectionObserver.enter(slides[0] as Element));
    expect(images.some((img) => img.hasAttribute('src'))).toBe(false);
    act(() => FakeIntersectionObserver.enter(block.querySelector('.sr-summary') as Element));
    await vi.waitFor(() =>
      expect(images.map((img) => img.hasAttribute('src'))).toEqual([true, true, false, false]),
    );
  });

  it('puts the server HTML back exactly on unmount', () => {
    const block = fixture('summary-designs.html', 'block-summary-carousel');
    const { container, serverHtml, unmount } = mountBlock(summaryBlockDefinition, block);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});

describe('summary v1 (type 20)', () => {
  it('is found by its type or class, never on a summary-v2 block', () => {
    const v1Selector = defaultSelector(summaryV1BlockDefinition);
    const v1 = fixture('summary-v1.html', 'block-summary-v1');
    expect(v1.matches(v1Selector)).toBe(true);
    expect(v1.matches(defaultSelector(summaryBlockDefinition))).toBe(false);
    expect(fixture('summary-7.0.html', REAL_ID).matches(v1Selector)).toBe(false);
  });

  it('is read like summary-v2: its design, header and items', () => {
    const data = readSummaryData(fixture('summary-v1.html', 'block-summary-v1'));
    expect(data.layout).toBe('grid');
    expect(data.label).toBe('Older posts');
    expect(data.items.length).toBeGreaterThan(1);
  });
});
