import { describe, expect, it } from 'vitest';
import { readAccordion } from '../../../../blocks/accordion/read-accordion';
import { BlockSkip } from '../../../../src/runtime/types';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { accordionMarkup } from './render-accordion';

const item = (title: string, description = '<p>Text</p>') =>
  `<li class="accordion-item"><h4 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target"><span class="accordion-item__title">${title}</span></button></h4><div class="accordion-item__dropdown"><div class="accordion-item__description">${description}</div></div></li>`;

describe('readAccordion', () => {
  it('finds the settings and, per item, the server elements it wires up', () => {
    const block = loadBlockFixture('accordion', 'block-accordion-single-open');
    const data = readAccordion(block);
    expect(data.allowMultipleOpen).toBe(false);
    expect(data.expandFirstItem).toBe(false);
    expect(data.list).toBe(block.querySelector('.accordion-items-container'));
    expect(data.items.map((entry) => entry.button.textContent?.trim())).toEqual([
      'What are your opening hours?',
      'Do you take reservations?',
      'Is there parking nearby?',
    ]);
    expect(data.items[1]?.dropdown.innerHTML).toContain('<a href="tel:+15555550100">');
    expect(data.items.every((entry) => entry.heading?.tagName === 'H4')).toBe(true);
  });

  it('reads "true" attributes as on and empty ones as off', () => {
    const multi = readAccordion(loadBlockFixture('accordion', 'block-accordion-multi-open'));
    expect(multi.allowMultipleOpen).toBe(true);
    expect(multi.expandFirstItem).toBe(false);
    const first = readAccordion(loadBlockFixture('accordion', 'block-accordion-first-expanded'));
    expect(first.allowMultipleOpen).toBe(false);
    expect(first.expandFirstItem).toBe(true);
  });

  it('skips a block whose list has no items', () => {
    expect(() => readAccordion(accordionMarkup(''))).toThrow(BlockSkip);
    expect(() => readAccordion(accordionMarkup(''))).toThrow(
      'accordion block has no .accordion-item',
    );
  });

  it('skips a block without an item list', () => {
    document.body.innerHTML =
      '<div class="sqs-block sqs-block-accordion" data-block-type="69" id="block-empty"><div class="sqs-block-content"></div></div>';
    const block = document.getElementById('block-empty') as HTMLElement;
    expect(() => readAccordion(block)).toThrow(BlockSkip);
  });

  it('skips the whole block when an item lacks its description, rather than lose content', () => {
    const broken = `<li class="accordion-item"><h4 class="accordion-item__title-wrapper"><button class="accordion-item__click-target"><span class="accordion-item__title">Broken</span></button></h4></li>`;
    expect(() => readAccordion(accordionMarkup(item('Fine') + broken))).toThrow(
      /accordion item 2 lacks/,
    );
  });
});
