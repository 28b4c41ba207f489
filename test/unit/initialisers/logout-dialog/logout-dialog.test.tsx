import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutDialogInitialiser, withoutLogoutFlag } from '../../../../initialisers/logout-dialog';
import { destroyUi } from '../../../../src/ui';
import { boot } from '../popup-overlay/harness';
import { installUiPack } from '../../support/pack-loader';

beforeEach(() => {
  installUiPack();
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => destroyUi());
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('logout dialog', () => {
  it('shows "Logout Successful" for ?logout=true, then takes the flag out of the address', async () => {
    window.history.replaceState({ page: 1 }, '', '/shop?sort=price&logout=true#top');
    boot(logoutDialogInitialiser);
    // The dialogs come from the `ui` pack, which the core loads first.
    await act(async () => undefined);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toBe('Logout SuccessfulYou have been successfully logged out.');
    expect(screen.getByText('Logout Successful')).toBeTruthy();
    expect(screen.getByText('You have been successfully logged out.')).toBeTruthy();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/shop?sort=price#top',
    );
    expect(window.history.state).toEqual({ page: 1 });
  });

  it('shows it once: another init on the same page does not repeat it', () => {
    window.history.replaceState(null, '', '/?logout=true');
    boot(logoutDialogInitialiser).destroy();
    act(() => destroyUi());
    boot(logoutDialogInitialiser);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('hides itself after 2000 ms', () => {
    window.history.replaceState(null, '', '/?logout=true');
    boot(logoutDialogInitialiser);
    act(() => vi.advanceTimersByTime(2000));
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['/', '/?logout=false', '/?logout=1', '/?logged=true'])(
    'shows nothing for %s',
    (path) => {
      window.history.replaceState(null, '', path);
      boot(logoutDialogInitialiser);
      expect(screen.queryByRole('status')).toBeNull();
      expect(window.location.pathname + window.location.search).toBe(path);
    },
  );

  it('removes only the logout flag from an address', () => {
    expect(withoutLogoutFlag('https://site.example/a?logout=true&x=1')).toBe(
      'https://site.example/a?x=1',
    );
    expect(withoutLogoutFlag('https://site.example/?logout=true')).toBe('https://site.example/');
  });
});
