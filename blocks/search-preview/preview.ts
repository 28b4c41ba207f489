// The search block's preview (runtime.md section 7, the lazy "search preview" bundle): as the
// visitor types (two characters or more, 250 ms after the last key) the first results appear in a
// list under the field, the WAI-ARIA combobox pattern: the field has role combobox, the list role
// listbox; Up and Down move through the suggestions and a last "See all results" one, Enter opens
// the one chosen (or searches), Escape closes the list (a second Escape empties the field). A
// polite status says how many there are, or the spec's "Unable to load results".
import { searchSite, type SearchResult } from '../../src/api/search';
import { formatMessage } from '../../src/i18n/strings';
import { windowNavigation } from '../../src/lib/navigation';
import { createLogger } from '../../src/runtime/logger';
import * as dom from '../../src/lib/dom';
import './preview.css';

export const PREVIEW_DEBOUNCE_MS = 250;
export const PREVIEW_MIN_LENGTH = 2;
export const PREVIEW_SIZE = 5;

// The block's words (blocks/search/strings.ts): a block never imports another, so its pack
// carries the few it shows.
const text = {
  failed: 'Unable to load results',
  none: 'No results for “{query}”',
  seeAll: 'See all results for “{query}”',
  count: '{count} suggestions',
  one: '1 suggestion',
};

const log = createLogger('search-preview');
let lists = 0;

export interface PreviewOptions {
  form: HTMLFormElement;
  input: HTMLInputElement;
  collectionId: string;
  signal: AbortSignal;
}

interface Option {
  element: HTMLLIElement;
  href: string | null;
}

export function attachPreview({ form, input, collectionId, signal }: PreviewOptions): void {
  const id = `sr-search-preview-${(lists += 1)}`;
  const list = dom.create('ul');
  list.id = id;
  list.className = 'sr-search-preview';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', input.labels?.[0]?.textContent ?? 'Search');
  list.hidden = true;
  const status = dom.create('p');
  status.className = 'sr-search-preview__status';
  status.setAttribute('role', 'status');
  form.append(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', id);
  input.setAttribute('aria-expanded', 'false');
  signal.addEventListener('abort', () => {
    list.remove();
    status.remove();
    for (const name of [
      'role',
      'aria-autocomplete',
      'aria-controls',
      'aria-expanded',
      'aria-activedescendant',
    ]) {
      input.removeAttribute(name);
    }
  });

  let options: Option[] = [];
  let active = -1;
  let timer = 0;
  let pending: AbortController | null = null;

  function setActive(index: number): void {
    options[active]?.element.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.element.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.element.id);
      option.element.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  }

  function close(): void {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  }

  function option(label: string, href: string | null, detail = ''): Option {
    const element = dom.create('li');
    element.id = `${id}-${list.childElementCount}`;
    element.className = 'sr-search-preview__option';
    element.setAttribute('role', 'option');
    element.setAttribute('aria-selected', 'false');
    const title = dom.create('span');
    title.className = 'sr-search-preview__title';
    title.textContent = label;
    element.append(title);
    if (detail) {
      const excerpt = dom.create('span');
      excerpt.className = 'sr-search-preview__detail';
      excerpt.textContent = detail;
      element.append(excerpt);
    }
    const chosen: Option = { element, href };
    // A pointer press would take the focus away from the field before the click.
    element.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
    element.addEventListener('click', () => choose(chosen), { signal });
    list.append(element);
    return chosen;
  }

  function choose(chosen: Option | undefined): void {
    if (!chosen?.href) {
      close();
      form.requestSubmit();
      return;
    }
    // Absolute on the page's origin: a relative location.assign would follow a <base> in content.
    windowNavigation.assign(chosen.href);
  }

  function show(query: string, results: SearchResult[]): void {
    status.classList.remove('sr-search-preview__status--failed');
    list.replaceChildren();
    active = -1;
    options = results.map((result) => option(result.title, result.url, result.excerpt));
    options.push(option(formatMessage(text.seeAll, { query }), null));
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    status.textContent =
      results.length === 0
        ? formatMessage(text.none, { query })
        : results.length === 1
          ? text.one
          : formatMessage(text.count, { count: results.length });
  }

  function search(): void {
    const query = input.value.trim();
    pending?.abort();
    if (query.length < PREVIEW_MIN_LENGTH) {
      close();
      status.textContent = '';
      return;
    }
    const request = new AbortController();
    pending = request;
    signal.addEventListener('abort', () => request.abort(), { once: true });
    searchSite(
      { q: query, size: PREVIEW_SIZE, collectionId: collectionId || undefined },
      { signal: request.signal, onFailure: () => undefined },
    ).then(
      (answer) => {
        if (pending === request && input.value.trim() === query) show(query, answer.results);
      },
      (error: unknown) => {
        if (request.signal.aborted) return;
        log.warn(`Search preview for "${query}" failed`, error);
        close();
        status.textContent = text.failed;
        status.classList.add('sr-search-preview__status--failed');
      },
    );
  }

  input.addEventListener(
    'input',
    () => {
      clearTimeout(timer);
      timer = window.setTimeout(search, PREVIEW_DEBOUNCE_MS);
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (event) => {
      const open = !list.hidden && options.length > 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive(
          (active + step + options.length + (active < 0 && step < 0 ? 1 : 0)) % options.length,
        );
      } else if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        choose(options[active]);
      } else if (event.key === 'Escape') {
        if (open) {
          event.preventDefault();
          close();
        } else if (input.value) {
          input.value = '';
          status.textContent = '';
        }
      }
    },
    { signal },
  );
  input.addEventListener('blur', close, { signal });
  signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  // What the visitor typed while this pack was on its way.
  if (dom.activeElement() === input && input.value.trim().length >= PREVIEW_MIN_LENGTH) {
    search();
  }
}
