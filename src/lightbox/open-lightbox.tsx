// The lightbox's host: one container in <body> with a React root of its own (React from the
// `react` pack), rendering the one lightbox open at a time.
import type { Root } from 'react-dom/client';
import { openBodyRoot, type BodyRoot } from '../lib/root-container';
import { historyHash, type HistoryHash } from './history-hash';
import { LightboxView } from './Lightbox';
import { readLightboxLook } from './read-options';
import { createLogger } from '../runtime/logger';
import type { LightboxHandle, LightboxOptions } from './types';
import * as dom from '../lib/dom';

interface Session {
  id: number;
  options: LightboxOptions;
  index: number;
  closing: boolean;
  ended: boolean;
  hash: HistoryHash | null;
}

const log = createLogger('lightbox');

let host: BodyRoot | null = null;
let current: Session | null = null;
let nextId = 1;

function ensureHost(): Root {
  if (host?.container.isConnected) return host.root;
  host?.remove();
  // The same element every time: React leaves its listeners on a container for good.
  host = openBodyRoot('lightbox', 'sr-lightbox-host');
  return host.root;
}

function render(): void {
  const session = current;
  if (!session) {
    host?.root.render(null);
    return;
  }
  ensureHost().render(
    <LightboxView
      key={session.id}
      options={session.options}
      closing={session.closing}
      onRequestClose={() => close(session)}
      onExited={() => end(session)}
      onIndexChange={(index) => {
        session.index = index;
        session.hash?.write(index);
        session.options.onIndexChange?.(index);
      }}
    />,
  );
}

/** Starts the fade-out; the page, focus and the hash are given back at once. */
function close(session: Session): void {
  if (session.closing || session.ended) return;
  session.closing = true;
  session.hash?.reset();
  if (current === session) render();
  else end(session);
}

/** Gone for good: removed from the host, the opener told. */
function end(session: Session): void {
  if (session.ended) return;
  session.ended = true;
  session.hash?.reset();
  if (current === session) {
    current = null;
    render();
  }
  const { opener, onClose } = session.options;
  // An explicit opener gets focus back even when focus had been elsewhere when it opened.
  const active = dom.activeElement();
  if (opener?.isConnected && (!active || active === dom.body())) {
    opener.focus({ preventScroll: true });
  }
  onClose?.(session.index);
}

export function openLightbox(options: LightboxOptions): LightboxHandle {
  // A wrong speed or controls option is said, and its default used: the lightbox still opens.
  for (const problem of readLightboxLook(options).problems) log.warn(`Lightbox option ${problem}`);
  const previous = current;
  const count = options.items.length;
  const index = count > 0 ? Math.min(Math.max(Math.trunc(options.index) || 0, 0), count - 1) : 0;
  const session: Session = {
    id: nextId++,
    options: { ...options, index },
    index,
    closing: false,
    ended: false,
    hash: options.historyHash ? historyHash(options.historyHash) : null,
  };
  if (previous) {
    // One lightbox at a time: the one open goes at once, without its fade.
    current = null;
    previous.closing = true;
    end(previous);
  }
  if (count === 0) {
    session.ended = true;
    return { close: () => undefined };
  }
  // The opener named by the caller is the element focus comes back to (see useModalLayer).
  if (options.opener?.isConnected && dom.activeElement() !== options.opener) {
    options.opener.focus({ preventScroll: true });
  }
  current = session;
  session.hash?.write(index);
  render();
  return { close: () => close(session) };
}

/** Closes the lightbox at once and removes the host (runtime destroy, tests). */
export function destroyLightbox(): void {
  if (current) {
    const session = current;
    current = null;
    session.closing = true;
    end(session);
  }
  if (!host) return;
  host.remove();
  host = null;
}
