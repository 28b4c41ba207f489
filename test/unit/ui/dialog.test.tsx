import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../../src/ui';
import { setUiStore } from '../../../src/ui/layer-stack';
import { createRuntimeStore } from '../../../src/store/store';

afterEach(() => {
  setUiStore(null);
  vi.useRealTimers();
});

function overlayOf(dialog: HTMLElement): HTMLElement {
  const overlay = dialog.closest<HTMLElement>('.sr-dialog-overlay');
  if (!overlay) throw new Error('dialog has no overlay');
  return overlay;
}

/** A page with an opener button and a dialog it opens, as a block would render it. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Newsletter" onClose={close}>
          <input aria-label="Email" />
          <button type="button">Subscribe</button>
        </Dialog>
      )}
    </main>
  );
}

function openPage(onClose?: () => void): HTMLElement {
  render(<Page onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('Dialog', () => {
  it('is a modal dialog named by its visible title', () => {
    openPage();
    const dialog = screen.getByRole('dialog', { name: 'Newsletter' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('is named by aria-label when it has no title', () => {
    render(
      <Dialog ariaLabel="Image viewer" onClose={() => {}}>
        <p>Photo</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('renders into <body>, outside the block that uses it', () => {
    const { container } = render(
      <Dialog title="Lightbox" onClose={() => {}}>
        <p>Photo</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog');
    expect(container.contains(dialog)).toBe(false);
    expect(overlayOf(dialog).parentElement).toBe(document.body);
  });

  it('moves focus to the first focusable element of its content', () => {
    openPage();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email' }));
  });

  it('focuses the dialog itself when nothing inside can take focus', () => {
    render(
      <Dialog title="Saving" dismissible={false} onClose={() => {}}>
        <p>Please wait</p>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('dialog'));
  });

  it('wraps Tab from the last element to the first and Shift+Tab back', () => {
    openPage();
    const close = screen.getByRole('button', { name: 'Close' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });

    subscribe.focus();
    fireEvent.keyDown(subscribe, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(subscribe);
  });

  it('pulls Tab back inside when focus sits on the dialog itself', () => {
    openPage();
    const dialog = screen.getByRole('dialog');
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Subscribe' }));
  });

  it('closes on Escape and returns focus to the opener', () => {
    const onClose = vi.fn();
    const opener = openPage(onClose);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button and returns focus to the opener', () => {
    const opener = openPage();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('ignores Escape and shows no close button when not dismissible', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Required" dismissible={false} onClose={onClose}>
        <button type="button">Agree</button>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByRole('button', { name: 'Agree' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('makes the page behind inert and restores each element exactly on close', () => {
    const header = document.body.appendChild(document.createElement('header'));
    const alreadyInert = document.body.appendChild(document.createElement('aside'));
    alreadyInert.setAttribute('inert', '');
    const { container, unmount } = render(
      <Dialog title="Menu" onClose={() => {}}>
        <button type="button">Item</button>
      </Dialog>,
    );
    const overlay = overlayOf(screen.getByRole('dialog'));

    expect(header.hasAttribute('inert')).toBe(true);
    expect(container.hasAttribute('inert')).toBe(true);
    expect(overlay.hasAttribute('inert')).toBe(false);

    unmount();
    expect(header.hasAttribute('inert')).toBe(false);
    expect(container.hasAttribute('inert')).toBe(false);
    expect(alreadyInert.hasAttribute('inert')).toBe(true);
  });

  it('makes content added to the page while it is open inert too', async () => {
    render(
      <Dialog title="Menu" onClose={() => {}}>
        <button type="button">Item</button>
      </Dialog>,
    );
    const late = document.body.appendChild(document.createElement('section'));
    await waitFor(() => expect(late.hasAttribute('inert')).toBe(true));
  });

  it('stacks from z-index 30000; only the top dialog answers Escape', () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    render(
      <>
        <Dialog title="Outer" onClose={closeOuter}>
          <button type="button">A</button>
        </Dialog>
        <Dialog title="Inner" onClose={closeInner}>
          <button type="button">B</button>
        </Dialog>
      </>,
    );
    const outer = overlayOf(screen.getByRole('dialog', { name: 'Outer' }));
    const inner = overlayOf(screen.getByRole('dialog', { name: 'Inner' }));
    expect(outer.style.zIndex).toBe('30000');
    expect(inner.style.zIndex).toBe('30001');
    expect(outer.hasAttribute('inert')).toBe(true);

    fireEvent.keyDown(screen.getByRole('button', { name: 'B' }), { key: 'Escape' });
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
  });

  it('lists open dialogs in the store when one is registered', () => {
    const store = createRuntimeStore();
    setUiStore(store);
    const { unmount } = render(
      <Dialog id="cookie-popup" title="Cookies" onClose={() => {}}>
        <button type="button">Accept</button>
      </Dialog>,
    );
    expect(store.getState().ui.openDialogs).toEqual(['cookie-popup']);
    unmount();
    expect(store.getState().ui.openDialogs).toEqual([]);
  });

  describe('closing with a fade-out', () => {
    function FadingPage({ onExited }: { onExited: () => void }) {
      const [closing, setClosing] = useState(false);
      return (
        <main>
          <button type="button">Opener</button>
          <Dialog
            title="Fading"
            closing={closing}
            onClose={() => setClosing(true)}
            onExited={onExited}
          >
            <button type="button">Inside</button>
          </Dialog>
        </main>
      );
    }

    function openFading(onExited: () => void): HTMLElement {
      const main = document.body.appendChild(document.createElement('div'));
      const opener = document.body.appendChild(document.createElement('button'));
      opener.focus();
      render(<FadingPage onExited={onExited} />, { container: main });
      return opener;
    }

    it('gives the page and focus back at once, then leaves after the 600 ms fallback', () => {
      vi.useFakeTimers();
      const onExited = vi.fn();
      const opener = openFading(onExited);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));

      expect(document.activeElement).toBe(opener);
      expect(opener.hasAttribute('inert')).toBe(false);
      const overlay = document.querySelector('.sr-dialog-overlay');
      expect(overlay?.classList.contains('sr-layer--closing')).toBe(true);
      expect(overlay?.hasAttribute('inert')).toBe(true);

      act(() => vi.advanceTimersByTime(599));
      expect(onExited).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(onExited).toHaveBeenCalledTimes(1);
    });

    it('leaves as soon as its own fade-out transition ends', () => {
      vi.useFakeTimers();
      const onExited = vi.fn();
      openFading(onExited);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      const overlay = document.querySelector('.sr-dialog-overlay');
      if (!overlay) throw new Error('overlay missing');

      fireEvent(
        screen.getByRole('button', { name: 'Inside' }),
        new Event('transitionend', { bubbles: true }),
      );
      expect(onExited).not.toHaveBeenCalled();
      fireEvent(overlay, new Event('transitionend', { bubbles: true }));
      expect(onExited).toHaveBeenCalledTimes(1);
    });

    it('leaves at once when the visitor prefers reduced motion', () => {
      vi.spyOn(window, 'matchMedia').mockImplementation(
        (query) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
      );
      const onExited = vi.fn();
      openFading(onExited);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(onExited).toHaveBeenCalledTimes(1);
    });
  });
});
