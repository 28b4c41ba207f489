import { describe, expect, it, vi } from 'vitest';
import {
  autoplayAllowed,
  autoplayDelayMs,
  autoplayEnvironment,
  DEFAULT_AUTOPLAY_MS,
  isRotating,
  type RotationState,
} from '../../../src/carousel';

const calm = { reducedMotion: false, noMotion: false };

describe('autoplay rules', () => {
  it('reads seconds from block data; anything unusable gives the widget default of 5000 ms', () => {
    expect(autoplayDelayMs(3)).toBe(3000);
    expect(autoplayDelayMs('2.5')).toBe(2500);
    expect(DEFAULT_AUTOPLAY_MS).toBe(5000);
    for (const bad of [undefined, null, 0, -2, 'soon', Number.NaN, Infinity]) {
      expect(autoplayDelayMs(bad)).toBe(5000);
    }
  });

  it('is allowed only when asked for, without reduced motion and without nomotion=true', () => {
    expect(autoplayAllowed(true, calm)).toBe(true);
    expect(autoplayAllowed(false, calm)).toBe(false);
    expect(autoplayAllowed(true, { ...calm, reducedMotion: true })).toBe(false);
    expect(autoplayAllowed(true, { ...calm, noMotion: true })).toBe(false);
  });

  it('reads nomotion=true from the URL and the reduced-motion media query', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query === '(prefers-reduced-motion: reduce)',
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    expect(autoplayEnvironment({ search: '?nomotion=true' })).toEqual({
      reducedMotion: true,
      noMotion: true,
    });
    expect(autoplayEnvironment({ search: '?nomotion=false' }).noMotion).toBe(false);
    expect(autoplayEnvironment({ search: '' }).noMotion).toBe(false);
  });

  it('rotates only while allowed, not stopped, not hovered, no video playing, and able to move', () => {
    const running: RotationState = {
      allowed: true,
      rotating: true,
      hovered: false,
      mediaPlaying: false,
      canMove: true,
    };
    expect(isRotating(running)).toBe(true);
    expect(isRotating({ ...running, allowed: false })).toBe(false);
    expect(isRotating({ ...running, rotating: false })).toBe(false);
    expect(isRotating({ ...running, hovered: true })).toBe(false);
    expect(isRotating({ ...running, mediaPlaying: true })).toBe(false);
    expect(isRotating({ ...running, canMove: false })).toBe(false);
  });
});
