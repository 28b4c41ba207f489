import { describe, expect, it } from 'vitest';
import { loadBlockFixture } from '../../../fixtures/blocks/load-block-fixture';
import { accordionMarkup, renderAccordion } from './accordion/render-accordion';
import { menuMarkup, menuPanel, renderMenu } from './menu/render-menu';

// Security review rows 3 and 12: accordion and menu work on the server's own nodes. Nothing is
// serialised and parsed again, so inert markup stays inert, typed input and listeners survive,
// no style attribute is re-applied, and unmount leaves the very same nodes as before.

/** Markup that must stay inert: parsed again into a div, each of these would come alive. */
const INERT =
  '<template><img class="from-template" src="x"></template>' +
  '<noscript><img class="from-noscript" src="x"></noscript>' +
  '<xmp><img class="from-xmp" src="x"></xmp>' +
  '<noembed><img class="from-noembed" src="x"></noembed>';

const accordionItem = (description: string) =>
  `<li class="accordion-item"><h4 class="accordion-item__title-wrapper"><button class="accordion-item__click-target"><span class="accordion-item__title">Hours</span></button></h4><div class="accordion-item__dropdown" style="padding: 4px"><div class="accordion-item__description">${description}</div></div></li>`;

const mounts = [
  {
    name: 'accordion',
    build: (inside: string) => accordionMarkup(accordionItem(inside) + accordionItem('<p>b</p>')),
    mount: renderAccordion,
  },
  {
    name: 'menu',
    build: (inside: string) =>
      menuMarkup(
        `<div class="menu-selector"><label class="menu-select-labels">A</label><label class="menu-select-labels">B</label></div><div class="menus"><div class="menu" style="padding: 4px">${inside}</div>${menuPanel('b')}</div>`,
      ),
    mount: renderMenu,
  },
];

describe.each(mounts)('$name: takes over the server DOM in place', ({ build, mount }) => {
  it('keeps inert markup inert: nothing in template, noscript, xmp or noembed is parsed again', () => {
    const block = build(INERT);
    const images = Array.from(block.querySelectorAll('img'));
    mount(block);
    // The same nodes as the server's parse (happy-dom parses noscript and xmp content, a browser
    // does not: test/e2e/accordion.spec.ts checks that there).
    expect(Array.from(block.querySelectorAll('img'))).toEqual(images);
    expect(block.querySelector('img.from-template')).toBeNull();
    expect(block.querySelector('template')?.content.querySelector('img.from-template')).not.toBe(
      null,
    );
  });

  it('keeps what a visitor typed and the listeners of the page, through mount and unmount', () => {
    const block = build('<label>Note <input class="note"></label>');
    const input = block.querySelector<HTMLInputElement>('input.note') as HTMLInputElement;
    input.value = 'table by the window';
    let heard = 0;
    input.addEventListener('input', () => (heard += 1));
    const { unmount } = mount(block);
    expect(block.querySelector('input.note')).toBe(input);
    expect(input.value).toBe('table by the window');
    input.dispatchEvent(new Event('input'));
    unmount();
    expect(block.querySelector('input.note')).toBe(input);
    expect(input.value).toBe('table by the window');
    input.dispatchEvent(new Event('input'));
    expect(heard).toBe(2);
  });

  it('leaves the server style attributes as the server wrote them', () => {
    const block = build('<p>a</p>');
    const styled = Array.from(block.querySelectorAll<HTMLElement>('[style]'));
    mount(block);
    expect(styled.map((element) => element.getAttribute('style'))).toEqual(
      styled.map(() => 'padding: 4px'),
    );
  });

  it('puts back the same nodes and the same markup on unmount', () => {
    const block = build('<p>a</p>');
    const content = block.querySelector('.sqs-block-content') as HTMLElement;
    const before = content.innerHTML;
    const elements = Array.from(content.querySelectorAll('*'));
    const { unmount } = mount(block);
    expect(content.innerHTML).not.toBe(before);
    unmount();
    expect(content.innerHTML).toBe(before);
    expect(Array.from(content.querySelectorAll('*'))).toEqual(elements);
  });
});

describe('menu: fixture page', () => {
  it('mounts and unmounts every fixture menu back to the server markup', () => {
    const block = loadBlockFixture('menu', 'block-menu-three-tabs');
    const blocks = Array.from(document.querySelectorAll<HTMLElement>('.sqs-block-menu'));
    const before = blocks.map((element) => element.innerHTML);
    const mounted = blocks.map((element) => renderMenu(element));
    expect(block.querySelectorAll('[role="tab"]')).toHaveLength(3);
    for (const { unmount } of mounted) unmount();
    expect(blocks.map((element) => element.innerHTML)).toEqual(before);
  });
});
