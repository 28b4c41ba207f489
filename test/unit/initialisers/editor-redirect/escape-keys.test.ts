import { describe, expect, it } from 'vitest';
import {
  escapeKeyAction,
  isDialogOpen,
  isTypingTarget,
  type EscapeKeyInput,
} from '../../../../initialisers/editor-redirect/escape-keys';
import { createRuntimeStore, updateSlice } from '../../../../src/store/store';

const escape: EscapeKeyInput = {
  key: 'Escape',
  shiftKey: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  isComposing: false,
  defaultPrevented: false,
  typing: false,
  dialogOpen: false,
  loggedIn: true,
  escapeLoginEnabled: false,
};

describe('escapeKeyAction', () => {
  it('Escape takes a logged-in user to the configuration editor, whatever the site setting', () => {
    expect(escapeKeyAction(escape)).toBe('open-config');
    expect(escapeKeyAction({ ...escape, escapeLoginEnabled: true })).toBe('open-config');
  });

  it('Escape takes a visitor to login only when escape-key login is on', () => {
    expect(escapeKeyAction({ ...escape, loggedIn: false, escapeLoginEnabled: true })).toBe(
      'open-login',
    );
    expect(escapeKeyAction({ ...escape, loggedIn: false })).toBeNull();
  });

  it('Shift+Escape logs a logged-in user out; it does nothing for a visitor', () => {
    expect(escapeKeyAction({ ...escape, shiftKey: true })).toBe('logout');
    expect(
      escapeKeyAction({ ...escape, shiftKey: true, loggedIn: false, escapeLoginEnabled: true }),
    ).toBeNull();
  });

  it.each<[string, Partial<EscapeKeyInput>]>([
    ['another key', { key: 'Enter' }],
    ['Esc with Ctrl', { ctrlKey: true }],
    ['Esc with Alt', { altKey: true }],
    ['Esc with Meta', { metaKey: true }],
    ['a held-down key', { repeat: true }],
    ['an input method composing', { isComposing: true }],
    ['an Escape already handled', { defaultPrevented: true }],
    ['typing in a field', { typing: true }],
    ['an open dialog', { dialogOpen: true }],
  ])('ignores %s', (_case, change) => {
    expect(escapeKeyAction({ ...escape, ...change })).toBeNull();
    expect(escapeKeyAction({ ...escape, shiftKey: true, ...change })).toBeNull();
    expect(
      escapeKeyAction({ ...escape, loggedIn: false, escapeLoginEnabled: true, ...change }),
    ).toBeNull();
  });
});

describe('isTypingTarget', () => {
  const element = (html: string): Element => {
    document.body.innerHTML = html;
    return document.querySelector('[data-target]') as Element;
  };

  it.each([
    '<input data-target>',
    '<input type="email" data-target>',
    '<input type="search" data-target>',
    '<textarea data-target></textarea>',
    '<select data-target><option>a</option></select>',
    '<div contenteditable="true"><p data-target>text</p></div>',
    '<div contenteditable data-target></div>',
  ])('typing in %s', (html) => {
    expect(isTypingTarget(element(html))).toBe(true);
  });

  it.each([
    '<button data-target>Go</button>',
    '<input type="checkbox" data-target>',
    '<input type="radio" data-target>',
    '<a href="/" data-target>link</a>',
    '<div contenteditable="false"><p data-target>text</p></div>',
  ])('not typing in %s', (html) => {
    expect(isTypingTarget(element(html))).toBe(false);
  });

  it('not typing when the target is the window or nothing', () => {
    expect(isTypingTarget(window)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe('isDialogOpen', () => {
  it('sees the runtime’s dialogs through the store and other modal dialogs in the page', () => {
    const store = createRuntimeStore();
    expect(isDialogOpen(document, store)).toBe(false);
    updateSlice(store, 'ui', { openDialogs: ['sr-dialog-1'] });
    expect(isDialogOpen(document, store)).toBe(true);
    updateSlice(store, 'ui', { openDialogs: [] });
    document.body.innerHTML = '<div role="dialog" aria-modal="true">Third-party modal</div>';
    expect(isDialogOpen(document, store)).toBe(true);
    document.body.innerHTML = '<dialog open>Native dialog</dialog>';
    expect(isDialogOpen(document, store)).toBe(true);
    document.body.innerHTML = '<dialog>Closed native dialog</dialog>';
    expect(isDialogOpen(document, store)).toBe(false);
  });
});
