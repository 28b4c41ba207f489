// Popup options (widgets.md section 5: "Popup options: style must be a number, position a
// function, padding a number"; section 9: "Popup width 350, padding 20 ... Edge margin 20 px").
import { act, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { destroyUi, setUiStore, showAlert, showConfirm, showInfo } from '../../../src/ui';
import { layoutProblems, popupPlacement } from '../../../src/ui/popup-options';
import { anyValue } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

afterEach(() => {
  act(() => destroyUi());
  setUiStore(null);
  vi.restoreAllMocks();
});

function open<T>(show: () => Promise<T>): Promise<T> {
  let result: Promise<T> | undefined;
  act(() => {
    result = show();
  });
  if (!result) throw new Error('show did not return');
  return result;
}

/** Mostly nothing or the right kind, sometimes anything at all. */
const option = <T,>(right: fc.Arbitrary<T>) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: right },
    anyValue,
  );

describe('validation', () => {
  it('shows nothing, logs why and settles, for a style, position or padding of the wrong kind', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrong = { style: 'dark', position: { top: 0 }, padding: '20px' } as unknown as {
      style: number;
    };
    await expect(open(() => showAlert({ message: 'Saved', ...wrong }))).resolves.toBeUndefined();
    await expect(open(() => showConfirm({ message: 'Sure?', ...wrong }))).resolves.toBe(false);
    await expect(open(() => showInfo({ message: 'Copied', ...wrong }))).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(error).toHaveBeenCalledWith(
      '[site-runtime] ui: showAlert: style must be a number, got "dark"; position must be a function, got a value of type object; padding must be a number of pixels, got "20px"; nothing was shown.',
    );
    const callers = error.mock.calls.map((call) => /ui: (\w+):/.exec(String(call[0]))?.[1]);
    expect(callers).toEqual(['showAlert', 'showConfirm', 'showInfo']);
  });

  it('takes a number style, a function position and a number padding', () => {
    expect(layoutProblems({ style: 2, position: () => ({ top: 0, left: 0 }), padding: 0 })).toEqual(
      [],
    );
    expect(layoutProblems({})).toEqual([]);
    expect(layoutProblems({ padding: -1 })).toEqual(['padding must be a number of pixels, got -1']);
  });

  it('names exactly the options of the wrong kind, whatever they are (property)', () => {
    const branches = branchCounter(['usable', 'refused']);
    fc.assert(
      fc.property(
        option(fc.integer()),
        option(fc.func(fc.anything())),
        option(fc.nat()),
        (style, position, padding) => {
          const problems = layoutProblems({ style, position, padding });
          const styleOk =
            style === undefined || (typeof style === 'number' && Number.isFinite(style));
          const positionOk = position === undefined || typeof position === 'function';
          const paddingOk =
            padding === undefined ||
            (typeof padding === 'number' && Number.isFinite(padding) && padding >= 0);
          expect(problems.some((problem) => problem.startsWith('style'))).toBe(!styleOk);
          expect(problems.some((problem) => problem.startsWith('position'))).toBe(!positionOk);
          expect(problems.some((problem) => problem.startsWith('padding'))).toBe(!paddingOk);
          branches.reached(problems.length === 0 ? 'usable' : 'refused');
        },
      ),
    );
    branches.expectEachReached(3);
  });
});

describe('padding', () => {
  it('is 20 px unless asked otherwise', () => {
    open(() => showAlert({ message: 'Saved' }));
    open(() => showInfo({ message: 'Copied', padding: 8 }));
    expect(screen.getByRole('dialog').style.padding).toBe('20px');
    expect(screen.getByRole('status').style.padding).toBe('8px');
    expect(screen.getByRole('status').style.width).toBe('350px');
  });
});

describe('position', () => {
  it('puts the popup where the function says, given its size and the viewport’s', () => {
    const position = vi.fn(() => ({ top: 100, left: 60 }));
    open(() => showConfirm({ message: 'Sure?', position }));
    const dialog = screen.getByRole('dialog');
    expect(position).toHaveBeenCalledWith(
      { width: expect.any(Number), height: expect.any(Number) },
      { width: window.innerWidth, height: window.innerHeight },
    );
    expect([dialog.style.position, dialog.style.top, dialog.style.left]).toEqual([
      'fixed',
      '100px',
      '60px',
    ]);
  });

  it('keeps it 20 px inside the viewport', () => {
    const viewport = { width: 800, height: 600 };
    const size = { width: 350, height: 100 };
    expect(popupPlacement(() => ({ top: -50, left: 5000 }), size, viewport)).toEqual({
      top: 20,
      left: 430,
    });
  });

  it('leaves the popup in its place, and says so, when the function throws or gives no numbers', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const size = { width: 10, height: 10 };
    const viewport = { width: 100, height: 100 };
    expect(
      popupPlacement(
        () => {
          throw new Error('no');
        },
        size,
        viewport,
      ),
    ).toBeNull();
    expect(popupPlacement(() => ({ top: '1', left: 2 }) as never, size, viewport)).toBeNull();
    expect(error).toHaveBeenCalledTimes(2);
    open(() => showInfo({ message: 'Copied', position: () => ({ top: Number.NaN, left: 0 }) }));
    expect(screen.getByRole('status').style.position).toBe('');
  });
});
