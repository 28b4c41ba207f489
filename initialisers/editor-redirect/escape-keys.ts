import type { RuntimeStore } from '../../src/store/store';
import * as dom from '../../src/lib/dom';

// The Escape shortcuts (runtime.md section 2): Escape takes a logged-in user to the configuration
// editor, and a visitor to login only when the site turned escape-key login on; Shift+Escape logs
// out. Escape is left alone while the visitor types or a dialog is open: it belongs to them then.

export type EscapeAction = 'open-config' | 'open-login' | 'logout';

export interface EscapeKeyInput {
  key: string;
  shiftKey: boolean;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** Held down: only the first press counts. */
  repeat: boolean;
  /** An input method is composing text: Escape cancels the composition. */
  isComposing: boolean;
  /** Something on the page already handled this Escape (a dialog, a tooltip, a menu). */
  defaultPrevented: boolean;
  /** Focus is in a text input, a textarea, a select or editable content. */
  typing: boolean;
  dialogOpen: boolean;
  /** The page context has an authenticatedAccount (viewer-only accounts included). */
  loggedIn: boolean;
  /** The site setting useEscapeKeyToLogin. */
  escapeLoginEnabled: boolean;
}

/** What an Escape key press does; null when it is not one of the shortcuts or must be ignored. */
export function escapeKeyAction(input: EscapeKeyInput): EscapeAction | null {
  if (input.key !== 'Escape') return null;
  if (input.altKey || input.ctrlKey || input.metaKey) return null;
  if (input.repeat || input.isComposing || input.defaultPrevented) return null;
  if (input.typing || input.dialogOpen) return null;
  if (input.shiftKey) return input.loggedIn ? 'logout' : null;
  if (input.loggedIn) return 'open-config';
  return input.escapeLoginEnabled ? 'open-login' : null;
}

/** Input types that take no typing: Escape on them is still a shortcut. */
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'image',
  'range',
  'color',
  'file',
]);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLInputElement) return !NON_TEXT_INPUT_TYPES.has(target.type);
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  // Some DOM implementations do not compute isContentEditable: read the attribute as well.
  const editable = target.closest('[contenteditable]');
  return editable !== null && editable.getAttribute('contenteditable') !== 'false';
}

/** One of the runtime's dialogs, or any other modal dialog on the page, is open. */
export function isDialogOpen(doc: Document, store: RuntimeStore): boolean {
  if (store.getState().ui.openDialogs.length > 0) return true;
  return dom.query(doc, 'dialog[open], [aria-modal="true"]') !== null;
}
