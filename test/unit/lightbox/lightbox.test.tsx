import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wrapIndex } from '../../../src/lightbox/Lightbox';
import { destroyLightbox, openLightbox } from '../../../src/lightbox/open-lightbox';
import type { LightboxItem, LightboxOptions } from '../../../src/lightbox/types';
import { disableFrameLoading } from '../support/no-frame-loading';

const ITEMS: LightboxItem[] = [
  { kind: 'image', src: '/a.jpg', alt: 'Dunes', width: 2500, height: 1875, caption: 'At dusk' },
  { kind: 'image', src: '/b.jpg', alt: 'Lighthouse' },
  {
    kind: 'video',
    embedUrl: 'https://www.youtube.com/embed/TYGIMaP6ukg',
    provider: 'YouTube',
    title: 'New York',
  },
];

function opener(): HTMLButtonElement {
  const button = document.createElement('button');
  button.textContent = 'Open';
  document.body.appendChild(button);
  button.focus();
  return button;
}

async function open(options: Partial<LightboxOptions> = {}) {
  let handle: ReturnType<typeof openLightbox> | undefined;
  await act(async () => {
    handle = openLightbox({ items: ITEMS, index: 0, label: 'Long Island', ...options });
  });
  return handle as ReturnType<typeof openLightbox>;
}

const counter = () => document.querySelector('.sr-lightbox-counter')?.textContent;
const key = (name: string) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: name });

afterEach(() => {
  act(() => destroyLightbox());
  window.history.replaceState(null, '', '/');
});

beforeAll(disableFrameLoading);

describe('lightbox', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(Number.NaN, 3)).toBe(0);
  });

  it('opens as a modal dialog named by the label, focus on Close, the image sized', async () => {
    opener();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Long Island' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    const image = screen.getByRole('img', { name: 'Dunes' });
    expect(image.getAttribute('width')).toBe('2500');
    expect(image.getAttribute('height')).toBe('1875');
    expect(screen.getByText('At dusk').tagName).toBe('FIGCAPTION');
    expect(counter()).toBe('1 of 3');
  });

  it('moves with the arrow keys and the on-screen buttons, wrapping; tells onIndexChange', async () => {
    const onIndexChange = vi.fn();
    await open({ onIndexChange });
    act(() => key('ArrowRight'));
    expect(counter()).toBe('2 of 3');
    expect(screen.getByRole('img', { name: 'Lighthouse' })).toBeTruthy();
    act(() => key('ArrowLeft'));
    act(() => key('ArrowLeft'));
    expect(counter()).toBe('3 of 3');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(counter()).toBe('1 of 3');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Previous' })));
    expect(counter()).toBe('3 of 3');
    expect(onIndexChange.mock.calls.map(([index]) => index)).toEqual([1, 0, 2, 0, 2]);
  });

  it('leaves modified arrows, keys another handler took and other keys to the page', async () => {
    await open();
    const press = (init: KeyboardEventInit) => {
      const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
      act(() => {
        (document.activeElement ?? document.body).dispatchEvent(event);
      });
      return event;
    };
    for (const modifier of ['altKey', 'ctrlKey', 'metaKey'] as const) {
      expect(press({ key: 'ArrowRight', [modifier]: true }).defaultPrevented).toBe(false);
    }
    const taken = new KeyboardEvent('keydown', {
      key: 'ArrowRight',
      bubbles: true,
      cancelable: true,
    });
    taken.preventDefault();
    act(() => {
      document.activeElement?.dispatchEvent(taken);
    });
    expect(press({ key: 'a' }).defaultPrevented).toBe(false);
    expect(counter()).toBe('1 of 3');
    expect(press({ key: 'ArrowLeft' }).defaultPrevented).toBe(true);
    expect(counter()).toBe('3 of 3');
  });

  it('a quick horizontal touch swipe moves; a short one does not (the rules: test/unit/carousel/swipe.test.ts)', async () => {
    await open();
    const stage = document.querySelector('.sr-lightbox-stage') as HTMLElement;
    const stroke = (from: number, to: number) => {
      fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: from, clientY: 200 });
      fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: to, clientY: 205 });
    };
    act(() => stroke(400, 300));
    expect(counter()).toBe('2 of 3');
    act(() => stroke(300, 400));
    expect(counter()).toBe('1 of 3');
    act(() => stroke(300, 270));
    expect(counter()).toBe('1 of 3');
  });

  it('a single image has no arrows and the keys do nothing', async () => {
    await open({ items: [ITEMS[0] as LightboxItem] });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => key('ArrowRight'));
    expect(screen.getByRole('img', { name: 'Dunes' })).toBeTruthy();
  });

  it('Escape closes it, gives focus back to the opener and tells onClose the last index', async () => {
    const button = opener();
    const onClose = vi.fn();
    await open({ onClose, opener: button });
    act(() => key('ArrowRight'));
    act(() => key('Escape'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    expect(onClose).toHaveBeenCalledWith(1);
  });

  it('gives focus back to its opener when focus fell to the page during the fade-out', async () => {
    const button = opener();
    await open({ opener: button });
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    act(() => key('Escape'));
    expect(document.activeElement).toBe(button);
    // A click on the page behind, given back at once, drops focus to the body while it fades.
    act(() => button.blur());
    expect(document.activeElement).toBe(document.body);
    const focus = vi.spyOn(button, 'focus');
    act(() => overlay.dispatchEvent(new Event('transitionend')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    // Without scrolling the page to it.
    expect(focus.mock.calls).toEqual([[{ preventScroll: true }]]);
  });

  it('leaves focus where the visitor moved it during the fade-out', async () => {
    const button = opener();
    const field = document.createElement('input');
    document.body.append(field);
    await open({ opener: button });
    const overlay = screen.getByRole('dialog').parentElement as HTMLElement;
    act(() => key('Escape'));
    act(() => field.focus());
    act(() => overlay.dispatchEvent(new Event('transitionend')));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(field);
  });

  it('ignores the keys while it fades out, and leaves them to the page', async () => {
    const onIndexChange = vi.fn();
    await open({ onIndexChange });
    const dialog = screen.getByRole('dialog');
    act(() => key('Escape'));
    // The page has them back at once: an arrow scrolls it again (fireEvent: not prevented).
    let handedBack = false;
    act(() => {
      handedBack = fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    });
    expect(handedBack).toBe(true);
    expect(counter()).toBe('1 of 3');
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('takes focus to its opener first, so focus comes back there and not where it was', async () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    const button = opener();
    field.focus();
    const focus = vi.spyOn(button, 'focus');
    await open({ opener: button });
    // The page does not jump to the opener.
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    act(() => key('Escape'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('opens at the last item for an index past the end, in one host element', async () => {
    await open({ index: 7 });
    expect(counter()).toBe('3 of 3');
    await open({ index: -2 });
    expect(counter()).toBe('1 of 3');
    expect(document.querySelectorAll('body > .sr-lightbox-host')).toHaveLength(1);
  });

  it('shows nothing for no items, and its handle does nothing', async () => {
    const button = opener();
    const onClose = vi.fn();
    const handle = await open({
      items: [],
      onClose,
      historyHash: (index) => `itemId=slide-${index + 1}`,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    // No history entry for a lightbox that never opened.
    expect(window.location.hash).toBe('');
    act(() => handle.close());
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('closes at once when the runtime is destroyed, telling onClose', async () => {
    const onClose = vi.fn();
    await open({ onClose, index: 1 });
    act(() => destroyLightbox());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.sr-lightbox-host')).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('writes the history hash while open and resets it on close', async () => {
    window.history.replaceState(null, '', '/gallery');
    const handle = await open({ index: 1, historyHash: (index) => `itemId=slide-${index + 1}` });
    expect(window.location.hash).toBe('#itemId=slide-2');
    act(() => key('ArrowRight'));
    expect(window.location.hash).toBe('#itemId=slide-3');
    act(() => handle.close());
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/gallery');
  });

  it('a video item loads its player only after "Load video", naming the provider', async () => {
    await open({ index: 2 });
    expect(screen.getByText(/This video is hosted by YouTube/)).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Load video' })));
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube.com/embed/TYGIMaP6ukg?autoplay=1');
    expect(frame?.getAttribute('title')).toBe('New York');
  });

  it('a video item on a host it does not embed shows the invalid-embed message', async () => {
    await open({
      items: [{ kind: 'video', embedUrl: 'https://evil.example/x', provider: 'X', title: 'X' }],
    });
    expect(screen.getByText('Invalid video embed.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load video' })).toBeNull();
  });

  it('thumbnails: one button per item, the current one marked, a click shows it', async () => {
    await open({ thumbnails: true });
    const second = screen.getByRole('button', { name: 'Show item 2: Lighthouse' });
    act(() => fireEvent.click(second));
    expect(counter()).toBe('2 of 3');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(
      screen.getByRole('button', { name: 'Show item 1: Dunes' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('opening another closes the one open', async () => {
    const onClose = vi.fn();
    await open({ onClose });
    await open({ label: 'Second', items: [ITEMS[1] as LightboxItem] });
    expect(onClose).toHaveBeenCalledWith(0);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(screen.getByRole('dialog', { name: 'Second' })).toBeTruthy();
  });
});
