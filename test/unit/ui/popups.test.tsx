import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeAllDialogs,
  destroyUi,
  setUiStore,
  showAlert,
  showConfirm,
  showInfo,
  showLogoutSuccess,
} from '../../../src/ui';
import { createRuntimeStore } from '../../../src/store/store';
import { watchReactContainers } from '../support/react-containers';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => destroyUi());
  setUiStore(null);
  vi.useRealTimers();
});

/** Opens a popup the way a feature does, outside React, and lets React render it. */
function open<T>(show: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  act(() => {
    result = show();
  });
  if (!result) throw new Error('show did not return');
  return result;
}

/** Resolves to the promise's value, or to 'pending' if it has not settled yet. */
async function settled<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, Promise.resolve().then(() => 'pending' as const)]);
}

function finishFadeOut(): void {
  act(() => vi.advanceTimersByTime(600));
}

describe('the UI host', () => {
  it('is one container in <body> with the runtime stylesheet, removed by destroyUi', () => {
    open(() => showAlert({ message: 'One' }));
    open(() => showAlert({ message: 'Two' }));
    const hosts = document.querySelectorAll('body > .sr-ui-host');
    expect(hosts).toHaveLength(1);
    expect(hosts[0]?.querySelectorAll('[role="dialog"]')).toHaveLength(2);
    expect(document.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toMatch(
      /site-runtime\.css$/,
    );

    act(() => destroyUi());
    expect(document.querySelector('.sr-ui-host')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('settles pending popups when destroyed, and works again afterwards', async () => {
    const answer = open(() => showConfirm({ message: 'Leave?' }));
    act(() => destroyUi());
    await expect(answer).resolves.toBe(false);

    open(() => showAlert({ message: 'Back again' }));
    expect(screen.getByRole('dialog', { name: 'Back again' })).toBeTruthy();
  });

  it('starts a fresh host when its container was removed from the page', async () => {
    const stale = open(() => showConfirm({ message: 'Old?' }));
    document.querySelector('.sr-ui-host')?.remove();
    open(() => showAlert({ message: 'New' }));
    await expect(stale).resolves.toBe(false);
    expect(document.querySelectorAll('.sr-ui-host')).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'New' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Old?' })).toBeNull();
  });

  it('opens in the same container after each destroyUi: no React listeners left on discarded ones', () => {
    const containers = watchReactContainers();
    for (let cycle = 0; cycle < 5; cycle += 1) {
      open(() => showAlert({ message: `Cycle ${cycle}` }));
      expect(screen.getByRole('dialog', { name: `Cycle ${cycle}` })).toBeTruthy();
      act(() => destroyUi());
    }
    // The one container, out of the page until a popup opens again.
    expect(containers.discarded()).toHaveLength(1);
  });

  it('stacks popups from z-index 30000 and makes the lower one inert', () => {
    const page = document.body.appendChild(document.createElement('main'));
    open(() => showAlert({ message: 'First' }));
    open(() => showConfirm({ message: 'Second?' }));
    const first = screen.getByRole('dialog', { name: 'First' }).closest('.sr-dialog-overlay');
    const second = screen.getByRole('dialog', { name: 'Second?' }).closest('.sr-dialog-overlay');
    expect((first as HTMLElement).style.zIndex).toBe('30000');
    expect((second as HTMLElement).style.zIndex).toBe('30001');
    expect(first?.hasAttribute('inert')).toBe(true);
    expect(page.hasAttribute('inert')).toBe(true);
  });

  it('lists open dialog ids in the store and clears them on close', () => {
    const store = createRuntimeStore();
    setUiStore(store);
    open(() => showAlert({ message: 'Saved' }));
    const dialog = screen.getByRole('dialog');
    expect(store.getState().ui.openDialogs).toEqual([dialog.id]);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(store.getState().ui.openDialogs).toEqual([]);
  });

  it('closeAllDialogs closes every popup and cancels confirmations', async () => {
    const page = document.body.appendChild(document.createElement('main'));
    const answer = open(() => showConfirm({ message: 'Delete?' }));
    const notice = open(() => showAlert({ message: 'Note' }));
    act(() => closeAllDialogs());
    await expect(answer).resolves.toBe(false);
    await expect(notice).resolves.toBeUndefined();
    expect(page.hasAttribute('inert')).toBe(false);
    finishFadeOut();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('showAlert', () => {
  it('shows the title and message with OK, resolving when closed', async () => {
    const page = document.body.appendChild(document.createElement('main'));
    const opener = page.appendChild(document.createElement('button'));
    opener.focus();
    const closed = open(() => showAlert({ title: 'Saved', message: 'Your changes are live.' }));

    const dialog = screen.getByRole('dialog', { name: 'Saved' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { description: 'Your changes are live.' })).toBe(dialog);
    const ok = within(dialog).getByRole('button', { name: 'OK' });
    expect(document.activeElement).toBe(ok);
    expect(page.hasAttribute('inert')).toBe(true);
    expect(await settled(closed)).toBe('pending');

    fireEvent.click(ok);
    await expect(closed).resolves.toBeUndefined();
    expect(page.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(opener);
    finishFadeOut();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is 350 px wide with 20 px padding', () => {
    open(() => showAlert({ message: 'Sized' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.style.width).toBe('350px');
    expect(dialog.style.padding).toBe('20px');
  });

  it('is named by its message when it has no title', () => {
    open(() => showAlert({ message: 'Session expired.' }));
    expect(screen.getByRole('dialog', { name: 'Session expired.' })).toBeTruthy();
  });

  it('shows markup in the message as text', () => {
    open(() => showAlert({ title: '<b>Hi</b>', message: '<img src=x onerror="alert(1)">' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.querySelector('img, b')).toBeNull();
    expect(dialog.textContent).toContain('<img src=x onerror="alert(1)">');
  });

  it('logs and shows nothing when the message is not a string', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = open(() => showAlert({ message: { html: '<p>x</p>' } as unknown as string }));
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.sr-ui-host')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('showAlert'), expect.anything());
  });
});

describe('showConfirm', () => {
  it('resolves true on Confirm', async () => {
    const answer = open(() => showConfirm({ title: 'Unsubscribe', message: 'Are you sure?' }));
    expect(screen.getByRole('dialog', { name: 'Unsubscribe' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false on Cancel, which has focus first', async () => {
    const answer = open(() => showConfirm({ message: 'Remove item?' }));
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    const answer = open(() => showConfirm({ message: 'Remove item?' }));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false from the close button', async () => {
    const answer = open(() => showConfirm({ message: 'Remove item?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
  });

  it('uses the given button labels', async () => {
    const answer = open(() =>
      showConfirm({ message: 'Disconnect?', confirmLabel: 'Disconnect', cancelLabel: 'Keep' }),
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }));
    await expect(answer).resolves.toBe(true);
  });

  it('hides itself and resolves false after its time-out', async () => {
    const answer = open(() => showConfirm({ message: 'Still there?', timeoutMs: 5000 }));
    act(() => vi.advanceTimersByTime(4999));
    expect(await settled(answer)).toBe('pending');
    act(() => vi.advanceTimersByTime(1));
    await expect(answer).resolves.toBe(false);
    finishFadeOut();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the first answer when the time-out comes after it', async () => {
    const answer = open(() => showConfirm({ message: 'Quick?', timeoutMs: 1000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    act(() => vi.advanceTimersByTime(1000));
    await expect(answer).resolves.toBe(true);
  });

  it('logs and resolves false for a bad time-out', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const answer = open(() => showConfirm({ message: 'Sure?', timeoutMs: -5 }));
    await expect(answer).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('timeoutMs'), expect.anything());
  });
});

describe('showInfo', () => {
  it('shows a status message that takes no focus and leaves the page usable', () => {
    const page = document.body.appendChild(document.createElement('main'));
    const field = page.appendChild(document.createElement('input'));
    field.focus();
    open(() => showInfo({ title: 'Copied', message: 'The link is on your clipboard.' }));

    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Copied');
    expect(status.textContent).toContain('The link is on your clipboard.');
    expect(status.style.width).toBe('350px');
    expect(status.style.padding).toBe('20px');
    expect(document.activeElement).toBe(field);
    expect(page.hasAttribute('inert')).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides itself after 2000 ms and resolves', async () => {
    const shown = open(() => showInfo({ message: 'Saved' }));
    act(() => vi.advanceTimersByTime(1999));
    expect(await settled(shown)).toBe('pending');
    expect(screen.getByRole('status').closest('.sr-layer--closing')).toBeNull();

    act(() => vi.advanceTimersByTime(1));
    await expect(shown).resolves.toBeUndefined();
    expect(screen.getByRole('status').closest('.sr-layer--closing')).not.toBeNull();
    finishFadeOut();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('sits above an open dialog without making it inert', () => {
    open(() => showAlert({ message: 'Below' }));
    open(() => showInfo({ message: 'Above' }));
    const alertLayer = screen.getByRole('dialog').closest('.sr-layer') as HTMLElement;
    const infoLayer = screen.getByRole('status').closest('.sr-layer') as HTMLElement;
    expect(Number(infoLayer.style.zIndex)).toBeGreaterThan(Number(alertLayer.style.zIndex));
    expect(alertLayer.hasAttribute('inert')).toBe(false);
    expect(infoLayer.hasAttribute('inert')).toBe(false);
  });

  it('shows the logout notice with the spec strings', () => {
    open(() => showLogoutSuccess());
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Logout Successful');
    expect(status.textContent).toContain('You have been successfully logged out.');
  });
});
