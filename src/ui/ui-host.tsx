// The UI host: one container in <body>, created on first use, with its own React root that renders
// the stack of dialogs and popups opened through the imperative API (showAlert and friends).
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { openBodyRoot, type BodyRoot } from '../lib/root-container';
import { ensureStylesheet } from '../runtime/assets';
import { InUiHostContext } from './in-ui-host';

/** What an entry's content receives to close itself and to leave once its fade-out is over. */
export interface EntryControls<Result> {
  id: string;
  closing: boolean;
  /** Settles the entry's promise with `result` and starts the fade-out. Later calls are ignored. */
  close: (result: Result) => void;
  /** Removes the entry from the host: call when the fade-out has ended. */
  exited: () => void;
}

interface Entry {
  id: string;
  closing: boolean;
  render: (closing: boolean) => ReactNode;
  /** Closes with the entry's fallback result (closeAllDialogs, destroyUi). */
  dismiss: () => void;
}

let entries: readonly Entry[] = [];
const listeners = new Set<() => void>();
let host: BodyRoot | null = null;
let nextEntry = 1;

function setEntries(next: readonly Entry[]): void {
  entries = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function UiHostView() {
  const current = useSyncExternalStore(subscribe, () => entries);
  return (
    <InUiHostContext value={true}>
      {current.map((entry) => (
        <Fragment key={entry.id}>{entry.render(entry.closing)}</Fragment>
      ))}
    </InUiHostContext>
  );
}

function ensureHost(): void {
  if (host?.container.isConnected) return;
  // Someone removed the container (a page script, a test's cleanup): start again from scratch.
  if (host) destroyUi();
  ensureStylesheet();
  // The same element every time: React leaves its listeners on a container for good.
  host = openBodyRoot('ui-host', 'sr-ui-host');
  host.root.render(<UiHostView />);
}

/**
 * Opens `render`'s content in the host. The promise settles with the value passed to `close`,
 * or with `fallback` when the entry is closed from outside.
 */
export function openInHost<Result>(
  fallback: Result,
  render: (controls: EntryControls<Result>) => ReactNode,
): Promise<Result> {
  return new Promise((resolve) => {
    const id = `sr-ui-${nextEntry++}`;
    let settled = false;
    const close = (result: Result): void => {
      if (settled) return;
      settled = true;
      resolve(result);
      setEntries(entries.map((entry) => (entry.id === id ? { ...entry, closing: true } : entry)));
    };
    const exited = (): void => setEntries(entries.filter((entry) => entry.id !== id));
    const entry: Entry = {
      id,
      closing: false,
      render: (closing) => render({ id, closing, close, exited }),
      dismiss: () => close(fallback),
    };
    ensureHost();
    setEntries([...entries, entry]);
  });
}

/** Closes every dialog and popup of the host; their promises settle as if cancelled. */
export function closeAllDialogs(): void {
  for (const entry of entries) entry.dismiss();
}

/** Settles every open entry, unmounts the host's root and removes its container. */
export function destroyUi(): void {
  for (const entry of entries) entry.dismiss();
  entries = [];
  if (!host) return;
  host.remove();
  host = null;
}
