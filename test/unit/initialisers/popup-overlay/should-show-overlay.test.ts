// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { PopupOverlaySettings } from '../../../../src/context/types';
import { DAY_MS } from '../../../../initialisers/popup-overlay/constants';
import type { OverlayRecord } from '../../../../initialisers/popup-overlay/overlay-record';
import {
  shouldShowOverlay,
  type OverlayEnvironment,
} from '../../../../initialisers/popup-overlay/should-show-overlay';

const NOW = Date.UTC(2025, 5, 15, 12);

const settings = (patch: Partial<PopupOverlaySettings> = {}): PopupOverlaySettings => ({
  style: 1,
  enableMobile: true,
  version: 3,
  showUntilSignup: false,
  displayFrequency: 7,
  ...patch,
});

const record = (patch: Partial<OverlayRecord> = {}): OverlayRecord => ({
  version: 3,
  submitted: false,
  dateClosed: null,
  ...patch,
});

const env = (patch: Partial<OverlayEnvironment> = {}): OverlayEnvironment => ({
  loggedIn: false,
  screenshot: false,
  mobile: false,
  now: NOW,
  ...patch,
});

const shows = (...args: Parameters<typeof shouldShowOverlay>) => shouldShowOverlay(...args).show;

describe('shouldShowOverlay', () => {
  it('shows on a first visit, when nothing is stored', () => {
    expect(shouldShowOverlay(settings(), record({ version: null }), env())).toEqual({
      show: true,
      reason: 'nothing stored yet',
    });
  });

  it('shows while the visitor has not closed it yet', () => {
    expect(shows(settings(), record(), env())).toBe(true);
  });

  it('comes back displayFrequency days after it was closed, not before', () => {
    const closed = NOW - 7 * DAY_MS;
    expect(shows(settings(), record({ dateClosed: closed + 1 }), env())).toBe(false);
    expect(shows(settings(), record({ dateClosed: closed }), env())).toBe(true);
    expect(
      shows(settings({ displayFrequency: 0.5 }), record({ dateClosed: NOW - DAY_MS / 2 }), env()),
    ).toBe(true);
    expect(shows(settings({ displayFrequency: 0 }), record({ dateClosed: NOW }), env())).toBe(true);
  });

  it('never comes back once closed when displayFrequency is -1', () => {
    const decision = shouldShowOverlay(
      settings({ displayFrequency: -1 }),
      record({ dateClosed: NOW - 3650 * DAY_MS }),
      env(),
    );
    expect(decision).toEqual({ show: false, reason: 'closed, and never shown again' });
    // Until it was closed, -1 does not keep it away.
    expect(shows(settings({ displayFrequency: -1 }), record(), env())).toBe(true);
  });

  it('shows again for a new settings version, whatever the old record says', () => {
    const old = record({ version: 2, dateClosed: NOW, submitted: true });
    expect(
      shouldShowOverlay(settings({ displayFrequency: -1, showUntilSignup: true }), old, env()),
    ).toEqual({ show: true, reason: 'new settings version 3 (stored 2)' });
  });

  it('stays away after a sign-up when showUntilSignup is on', () => {
    expect(shows(settings({ showUntilSignup: true }), record({ submitted: true }), env())).toBe(
      false,
    );
    // Without showUntilSignup a sign-up alone does not hide it.
    expect(shows(settings(), record({ submitted: true }), env())).toBe(true);
  });

  it('keeps off mobile viewports when enableMobile is off', () => {
    expect(shows(settings({ enableMobile: false }), record(), env({ mobile: true }))).toBe(false);
    expect(shows(settings({ enableMobile: false }), record(), env({ mobile: false }))).toBe(true);
    expect(shows(settings({ enableMobile: true }), record(), env({ mobile: true }))).toBe(true);
  });

  it('is suppressed by sqsscreenshot=true, even for a logged-in user', () => {
    expect(shouldShowOverlay(settings(), record(), env({ screenshot: true }))).toEqual({
      show: false,
      reason: 'suppressed by sqsscreenshot=true',
    });
    expect(shows(settings(), record(), env({ screenshot: true, loggedIn: true }))).toBe(false);
  });

  it('always shows for a logged-in user, regardless of settings and record', () => {
    const hidden = settings({ enableMobile: false, displayFrequency: -1, showUntilSignup: true });
    const closed = record({ dateClosed: NOW, submitted: true });
    expect(shows(hidden, closed, env({ loggedIn: true, mobile: true }))).toBe(true);
  });
});
