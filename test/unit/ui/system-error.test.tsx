import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { destroyUi, showSystemError, type SystemErrorOptions } from '../../../src/ui';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => destroyUi());
  vi.useRealTimers();
});

function open(options: SystemErrorOptions): Promise<void> {
  let result: Promise<void> | undefined;
  act(() => {
    result = showSystemError(options);
  });
  if (!result) throw new Error('showSystemError did not return');
  return result;
}

function expectReloadAndClear(dialog: HTMLElement): void {
  expect(within(dialog).getByRole('button', { name: 'Reload Page' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeTruthy();
}

describe('showSystemError', () => {
  it('cleaned: says something went wrong and that it was logged and reported', () => {
    open({ variant: 'cleaned', message: 'TypeError: x is undefined' });
    const dialog = screen.getByRole('dialog', { name: 'Something Went Wrong!' });
    expect(dialog.textContent).toContain('The exception has been logged and reported.');
    expect(dialog.textContent).not.toContain('TypeError');
    expectReloadAndClear(dialog);
  });

  it('network: shows the standard connection message', () => {
    open({ variant: 'network' });
    const dialog = screen.getByRole('dialog', {
      description: 'Unable to connect to the product. Please try again.',
    });
    expectReloadAndClear(dialog);
  });

  it('network: shows the server-provided error instead when there is one', () => {
    open({ variant: 'network', message: 'Service in maintenance until 10:00.' });
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Service in maintenance until 10:00.');
    expect(dialog.textContent).not.toContain('Unable to connect to the product.');
  });

  it('generic: shows the URL, format and error text', () => {
    open({
      variant: 'generic',
      url: '/api/commerce/cart',
      format: 'json',
      message: 'Unexpected token <',
    });
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(dialog)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['URL', 'Format', 'Details']);
    expect(values).toEqual(['/api/commerce/cart', 'json', 'Unexpected token <']);
    expectReloadAndClear(dialog);
  });

  it('generic: leaves out the parts it was not given', () => {
    open({ variant: 'generic', message: 'Bad response' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Details']);
  });

  it('starts focus on Clear, which closes it and resolves', async () => {
    const closed = open({ variant: 'cleaned' });
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(document.activeElement).toBe(clear);
    fireEvent.click(clear);
    await expect(closed).resolves.toBeUndefined();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reloads the page from Reload Page', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    open({ variant: 'network' });
    fireEvent.click(screen.getByRole('button', { name: 'Reload Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('shows one overlay at a time', async () => {
    const first = open({ variant: 'network' });
    const second = open({ variant: 'cleaned' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.queryByRole('dialog', { name: 'Something Went Wrong!' })).toBeNull();
    expect(second).toBe(first);

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await first;
    act(() => vi.advanceTimersByTime(600));
    open({ variant: 'cleaned' });
    expect(screen.getByRole('dialog', { name: 'Something Went Wrong!' })).toBeTruthy();
  });

  it('logs and shows nothing for an unknown variant', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const closed = open({ variant: 'fatal' as SystemErrorOptions['variant'] });
    await expect(closed).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('variant'), expect.anything());
  });
});
