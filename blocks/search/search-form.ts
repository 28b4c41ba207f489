// The labelled search form of the block and the page: the server's own field when it has one (its
// name becomes q), else ours.
import { QUERY_PARAMETER } from './assumed';
import { searchStrings } from './strings';
import type { ServerDom } from '../../src/runtime/server-dom';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';
import * as dom from '../../src/lib/dom';

let ids = 0;

export interface SearchForm {
  form: HTMLFormElement;
  input: HTMLInputElement;
}

export function searchForm(
  server: ServerDom,
  parent: HTMLElement,
  action: string,
  placeholder: string,
): SearchForm {
  const form = dom.create('form');
  form.className = 'sr-search';
  form.setAttribute('role', 'search');
  // The landmark's name: the block's own words tell several search blocks apart.
  form.setAttribute('aria-label', placeholder || searchStrings.label);
  form.action = action;
  form.method = 'get';
  const id = `sr-search-${(ids += 1)}`;
  const label = dom.create('label');
  label.className = `sr-search__label ${VISUALLY_HIDDEN}`;
  label.htmlFor = id;
  label.textContent = searchStrings.label;
  const input = dom.create('input');
  input.className = 'sr-search__input search-input';
  input.type = 'search';
  input.name = QUERY_PARAMETER;
  input.id = id;
  input.placeholder = placeholder;
  input.autocomplete = 'off';
  input.enterKeyHint = 'search';
  const submit = dom.create('button');
  submit.type = 'submit';
  submit.className = 'sr-search__submit';
  submit.textContent = searchStrings.submit;
  form.append(label, input, submit);
  server.add(form, parent);
  return { form, input };
}
