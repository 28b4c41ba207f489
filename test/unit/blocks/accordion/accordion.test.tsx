import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { accordionMarkup, renderAccordion } from './render-accordion';

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}

function spyOnAnimate() {
  return vi
    .spyOn(Element.prototype, 'animate')
    .mockImplementation(() => ({ cancel: vi.fn() }) as unknown as Animation);
}

function mountFixture(blockId: string) {
  const { container, unmount, serverHtml } = renderAccordion(
    loadBlockFixture('accordion', blockId),
  );
  const buttons = within(container).getAllByRole('button');
  const panelOf = (button: HTMLElement) => {
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!panel) throw new Error('aria-controls does not point to a panel');
    return panel;
  };
  return { container, unmount, serverHtml, buttons, panelOf };
}

function button(buttons: HTMLElement[], index: number): HTMLElement {
  const found = buttons[index];
  if (!found) throw new Error(`no button ${index}`);
  return found;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Accordion: rendering', () => {
  it('keeps the server structure and classes, so template CSS lays it out the same', () => {
    const { container, serverHtml } = mountFixture('block-accordion-single-open');
    const server = document.createElement('div');
    server.innerHTML = serverHtml;
    for (const selector of [
      'ul.accordion-items-container',
      'li.accordion-item',
      'h4.accordion-item__title-wrapper[role="heading"][aria-level="3"]',
      'button.accordion-item__click-target',
      'span.accordion-item__title',
      '.accordion-icon-container .plus .plus__horizontal-line',
      '.accordion-item__dropdown > .accordion-item__description',
      '.accordion-divider--top',
      '.accordion-divider',
      '.accordion-item__description a[href]',
    ]) {
      expect(container.querySelectorAll(selector).length, selector).toBe(
        server.querySelectorAll(selector).length,
      );
    }
    const list = container.querySelector('ul');
    expect(list?.getAttribute('data-accordion-icon-placement')).toBe('right');
    expect(list?.getAttribute('data-is-divider-enabled')).toBe('true');
  });

  it('labels each header button and its panel for assistive technology', () => {
    const { container, buttons, panelOf } = mountFixture('block-accordion-single-open');
    expect(buttons).toHaveLength(3);
    for (const header of buttons) {
      expect(header.getAttribute('type')).toBe('button');
      expect(header.getAttribute('aria-expanded')).toBe('false');
      expect(header.closest('[role="heading"]')?.getAttribute('aria-level')).toBe('3');
      const panel = panelOf(header);
      expect(panel.getAttribute('role')).toBe('region');
      expect(panel.getAttribute('aria-labelledby')).toBe(header.id);
      expect(panel.hidden).toBe(true);
    }
    expect(button(buttons, 0)).toBe(
      within(container).getByRole('button', { name: 'What are your opening hours?' }),
    );
  });

  it('gives every block its own ids when several accordions share a page', () => {
    loadBlockFixture('accordion', 'block-accordion-single-open');
    const single = document.getElementById('block-accordion-single-open') as HTMLElement;
    const multi = document.getElementById('block-accordion-multi-open') as HTMLElement;
    const first = renderAccordion(single).container;
    const second = renderAccordion(multi).container;
    const headers = [first, second].map((container) => within(container).queryAllByRole('button'));
    expect(headers.map((list) => list.length)).toEqual([3, 3]);
    [first, second].forEach((container, index) => {
      for (const header of headers[index] ?? []) {
        const panel = document.getElementById(header.getAttribute('aria-controls') ?? '');
        expect(container.contains(panel)).toBe(true);
      }
    });
  });

  it('inserts descriptions as HTML and titles as text', () => {
    const block = accordionMarkup(
      `<li class="accordion-item"><h4 class="accordion-item__title-wrapper"><button class="accordion-item__click-target"><span class="accordion-item__title">&lt;img src=x onerror=alert(1)&gt; Hours</span></button></h4><div class="accordion-item__dropdown"><div class="accordion-item__description"><p>Open <em>daily</em></p></div></div></li>`,
    );
    const { container } = renderAccordion(block);
    const header = within(container).getByRole('button');
    expect(header.textContent).toBe('<img src=x onerror=alert(1)> Hours');
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.accordion-item__description em')?.textContent).toBe('daily');
  });

  it('keeps the inline paddings and sizes the platform writes', () => {
    const block = accordionMarkup(
      `<li class="accordion-item"><div class="accordion-divider accordion-divider--top" aria-hidden="true" style="height: 3px; opacity: 1;"></div><h3 class="accordion-item__title-wrapper" role="heading" aria-level="3"><button class="accordion-item__click-target" aria-expanded="false" style="padding-top: 30px; padding-bottom: 30px;"><span class="accordion-item__title" style="padding-right: 24px">Hours</span><div class="accordion-icon-container" aria-hidden="true" style="height: 24px; width: 24px;"></div></button></h3><div class="accordion-item__dropdown"><div class="accordion-item__description" style="padding-bottom: 30px; min-width: 70%;"><p>Daily</p></div></div></li>`,
    );
    const { container } = renderAccordion(block);
    const header = within(container).getByRole('button');
    expect(header.style.paddingTop).toBe('30px');
    expect(header.style.paddingBottom).toBe('30px');
    expect(
      (container.querySelector('.accordion-item__title') as HTMLElement).style.paddingRight,
    ).toBe('24px');
    expect((container.querySelector('.accordion-icon-container') as HTMLElement).style.width).toBe(
      '24px',
    );
    expect((container.querySelector('.accordion-divider--top') as HTMLElement).style.height).toBe(
      '3px',
    );
    expect(
      (container.querySelector('.accordion-item__description') as HTMLElement).style.minWidth,
    ).toBe('70%');
  });

  it('keeps a heading without role as a plain heading of its own level', () => {
    const block = accordionMarkup(
      `<li class="accordion-item"><h2 class="accordion-item__title-wrapper"><button class="accordion-item__click-target"><span class="accordion-item__title">Hours</span></button></h2><div class="accordion-item__dropdown"><div class="accordion-item__description"><p>Daily</p></div></div></li>`,
    );
    const { container } = renderAccordion(block);
    const heading = container.querySelector('h2.accordion-item__title-wrapper');
    expect(heading?.hasAttribute('role')).toBe(false);
    expect(within(container).getByRole('heading', { level: 2 }).textContent).toBe('Hours');
  });

  it('drops role="region" when more than six panels can be open at once', () => {
    const { buttons, panelOf } = mountFixture('block-accordion-many-items');
    expect(buttons).toHaveLength(8);
    for (const header of buttons) {
      expect(panelOf(header).hasAttribute('role')).toBe(false);
      expect(panelOf(header).hasAttribute('aria-labelledby')).toBe(false);
    }
  });
});

describe('Accordion: opening and closing', () => {
  it('opens an item with a 250 ms height animation and reflects it on the button and icon', () => {
    const animate = spyOnAnimate();
    const { buttons, panelOf } = mountFixture('block-accordion-single-open');
    const header = button(buttons, 0);
    fireEvent.click(header);

    const panel = panelOf(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.classList.contains('accordion-item__dropdown--open')).toBe(true);
    expect(panel.classList.contains('sr-accordion-animating')).toBe(true);
    expect(header.querySelector('.accordion-icon-container')?.getAttribute('data-is-open')).toBe(
      'true',
    );
    expect(animate).toHaveBeenCalledTimes(1);
    const [keyframes, options] = animate.mock.calls[0] ?? [];
    expect((keyframes as Keyframe[])[0]).toEqual({ height: '0px' });
    expect(options).toMatchObject({ duration: 250 });

    advance(250);
    expect(panel.classList.contains('sr-accordion-animating')).toBe(false);
    expect(panel.hidden).toBe(false);
  });

  it('ignores a click on an item while its 250 ms animation runs', () => {
    const { buttons, panelOf } = mountFixture('block-accordion-single-open');
    const header = button(buttons, 1);
    fireEvent.click(header);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');

    advance(249);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');

    advance(1);
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    // The closing panel stays visible while it animates, then is hidden.
    expect(panelOf(header).hidden).toBe(false);
    advance(250);
    expect(panelOf(header).hidden).toBe(true);
    expect(panelOf(header).classList.contains('accordion-item__dropdown--open')).toBe(false);
  });

  it('closes the open item when another opens and several open items are not allowed', () => {
    const { buttons, panelOf } = mountFixture('block-accordion-single-open');
    const first = button(buttons, 0);
    const second = button(buttons, 1);
    fireEvent.click(first);
    advance(250);

    fireEvent.click(second);
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    advance(250);
    expect(panelOf(first).hidden).toBe(true);
    expect(panelOf(second).hidden).toBe(false);
    expect(
      buttons.filter((header) => header.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('ignores a click on an item that is still closing because another one opened', () => {
    const { buttons } = mountFixture('block-accordion-single-open');
    const first = button(buttons, 0);
    const second = button(buttons, 1);
    fireEvent.click(first);
    advance(250);
    fireEvent.click(second);
    fireEvent.click(first);
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(second.getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps other items open when several open items are allowed', () => {
    const { buttons, panelOf } = mountFixture('block-accordion-multi-open');
    fireEvent.click(button(buttons, 0));
    fireEvent.click(button(buttons, 2));
    advance(250);
    expect(buttons.map((header) => header.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'true',
    ]);
    expect(panelOf(button(buttons, 0)).hidden).toBe(false);
    expect(panelOf(button(buttons, 2)).hidden).toBe(false);
  });

  it('starts with the first item expanded when the block asks for it, without animating', () => {
    const animate = spyOnAnimate();
    const { buttons, panelOf } = mountFixture('block-accordion-first-expanded');
    const first = button(buttons, 0);
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(first).hidden).toBe(false);
    expect(panelOf(first).classList.contains('accordion-item__dropdown--open')).toBe(true);
    expect(panelOf(first).classList.contains('sr-accordion-animating')).toBe(false);
    expect(panelOf(button(buttons, 1)).hidden).toBe(true);
    expect(animate).not.toHaveBeenCalled();

    // It is an ordinary open item: opening another closes it.
    fireEvent.click(button(buttons, 2));
    expect(first.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps focus on the header button, a native button that Enter and Space activate', () => {
    const { buttons } = mountFixture('block-accordion-single-open');
    const header = button(buttons, 2);
    expect(header.tagName).toBe('BUTTON');
    header.focus();
    fireEvent.click(header);
    advance(250);
    expect(document.activeElement).toBe(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
  });

  it('stops its timers when unmounted mid-animation', () => {
    const { buttons, unmount } = mountFixture('block-accordion-single-open');
    fireEvent.click(button(buttons, 0));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Accordion: reduced motion', () => {
  beforeEach(() => mockReducedMotion(true));

  it('opens and closes at once, with no height animation', () => {
    const animate = spyOnAnimate();
    const { buttons, panelOf } = mountFixture('block-accordion-single-open');
    const header = button(buttons, 0);

    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('true');
    expect(panelOf(header).hidden).toBe(false);
    expect(panelOf(header).classList.contains('sr-accordion-animating')).toBe(false);

    // No animation means no animating window: the next click closes straight away.
    fireEvent.click(header);
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(header).hidden).toBe(true);
    expect(animate).not.toHaveBeenCalled();
  });

  it('still closes the other items when only one may be open', () => {
    const { buttons, panelOf } = mountFixture('block-accordion-single-open');
    fireEvent.click(button(buttons, 0));
    fireEvent.click(button(buttons, 1));
    expect(button(buttons, 0).getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(button(buttons, 0)).hidden).toBe(true);
    expect(button(buttons, 1).getAttribute('aria-expanded')).toBe('true');
  });
});
