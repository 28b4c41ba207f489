import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSearchAnswer } from '../../../../src/api/search';
import { attachPreview, PREVIEW_DEBOUNCE_MS } from '../../../../blocks/search-preview/preview';
import { searchDefinitions } from '../../../../blocks/search/definition';
import { readSearchJson } from '../../../../blocks/search/read-search';
import { setFault } from '../../../../fixtures/api';
import { attachBlock } from '../../support/attach-block';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { anyValue, jsonValue, shapedLike } from '../../properties/arbitraries';

serveFakeApi();

const [searchBlockDefinition, searchPageDefinition] = searchDefinitions;

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 60 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const mounted: Array<() => void> = [];
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  window.history.replaceState(null, '', '/');
});

describe('search readers', () => {
  it("reads the block's settings: target, placeholder, collection, preview", () => {
    const element = document.createElement('div');
    expect(
      readSearchJson(
        {
          target: '/search.html',
          placeholder: ' Find  it ',
          collection: { id: 'abc123' },
          searchPreview: false,
        },
        element,
      ),
    ).toEqual({
      kind: 'block',
      action: '/search.html',
      placeholder: 'Find it',
      collectionId: 'abc123',
      preview: false,
    });
    expect(readSearchJson({ target: 'javascript:alert(1)' }, element)).toMatchObject({
      action: '/search',
      placeholder: 'Search',
      preview: true,
    });
  });

  it('reads any settings into a followable action and a short placeholder', () => {
    const element = document.createElement('div');
    fc.assert(
      fc.property(
        shapedLike({ target: '/s', placeholder: 'p', collectionId: 'c', searchPreview: true }),
        (json) => {
          const data = readSearchJson(json, element);
          expect(data.action).not.toMatch(/^\s*javascript:/i);
          expect(data.placeholder.length).toBeLessThanOrEqual(80);
          expect(data.collectionId).toMatch(/^[\w-]*$/);
        },
      ),
    );
  });

  it('reads any answer into results with a title and a followable address', () => {
    const item = { id: '1', title: 'T', fullUrl: '/t', excerpt: 'e', collection: { title: 'C' } };
    fc.assert(
      fc.property(
        fc.oneof(shapedLike({ items: [item], totalCount: 1, nextPage: 2 }, jsonValue), anyValue),
        (body) => {
          const answer = readSearchAnswer(body);
          for (const result of answer.results) {
            expect(result.title).not.toBe('');
            expect(result.url).not.toMatch(/^\s*javascript:/i);
          }
          expect(answer.total).toBeGreaterThanOrEqual(answer.results.length);
        },
      ),
    );
  });
});

describe('the search block and its preview', () => {
  function mountBlock() {
    document.body.innerHTML = `<div class="sqs-block sqs-block-search" id="s" data-block-json='{"placeholder":"Search the demo"}'><div class="sqs-block-content"></div></div>`;
    const loadPack = vi.fn(() => Promise.resolve({ attachPreview }) as never);
    if (!searchBlockDefinition) throw new Error('no definition');
    const result = attachBlock(
      searchBlockDefinition,
      document.getElementById('s') as HTMLElement,
      loadPack,
    );
    mounted.push(result.unmount);
    const input = document.querySelector('input') as HTMLInputElement;
    return { input, loadPack };
  }

  it('is a labelled search form sending q to the search page; the preview comes on focus', async () => {
    const { input, loadPack } = mountBlock();
    const form = input.form as HTMLFormElement;
    expect(form.getAttribute('role')).toBe('search');
    expect(form.getAttribute('action')).toBe('/search');
    expect(input.name).toBe('q');
    expect(input.labels?.[0]?.textContent).toBe('Search');
    expect(loadPack).not.toHaveBeenCalled();
    input.focus();
    expect(loadPack).toHaveBeenCalledWith('search-preview');
    await until(() => input.getAttribute('role') === 'combobox');
  });

  it('lists suggestions 250 ms after typing; arrows and Escape work the combobox', async () => {
    const { input } = mountBlock();
    input.focus();
    await until(() => input.getAttribute('role') === 'combobox');
    input.value = 'block';
    input.dispatchEvent(new Event('input'));
    await until(() => input.getAttribute('aria-expanded') === 'true');
    const options = [...document.querySelectorAll('[role="option"]')];
    expect(options.at(-1)?.textContent).toBe('See all results for “block”');
    const key = (name: string) =>
      input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true }));
    key('ArrowUp');
    expect(input.getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id);
    key('ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    key('Escape');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    key('Escape');
    expect(input.value).toBe('');
    expect(PREVIEW_DEBOUNCE_MS).toBe(250);
  });

  it('says "Unable to load results" when the preview fails', async () => {
    setFault({ path: '/api/search/GeneralSearch', fault: 500, times: 1 });
    const { input } = mountBlock();
    input.focus();
    await until(() => input.getAttribute('role') === 'combobox');
    input.value = 'map';
    input.dispatchEvent(new Event('input'));
    await until(
      () =>
        document.querySelector('.sr-search-preview__status')?.textContent ===
        'Unable to load results',
    );
  });
});

describe('the search page', () => {
  it('lists the results of its q, then more', async () => {
    window.history.replaceState(null, '', '/search?q=e');
    document.body.innerHTML = `<div class="sqs-search-page" id="p"><form action="/search"><input name="q" aria-label="Search"></form><div class="sqs-search-page-content"></div></div>`;
    if (!searchPageDefinition) throw new Error('no definition');
    mounted.push(
      attachBlock(searchPageDefinition, document.getElementById('p') as HTMLElement).unmount,
    );
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('e');
    await until(() => document.querySelectorAll('.sr-search-results__item').length === 10);
    expect(document.querySelector('h2')?.textContent).toMatch(/^\d+ results for “e”$/);
    (document.querySelector('.sr-search-results__button') as HTMLButtonElement).click();
    await until(() => document.querySelectorAll('.sr-search-results__item').length > 10);
  });
});
