import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog, Tooltip } from '../../../src/ui';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderShareButton(onMouseEnter = () => {}) {
  render(
    <Tooltip content="Copy the link to this page">
      <button type="button" aria-describedby="share-help" onMouseEnter={onMouseEnter}>
        Share
      </button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Share' });
}

/** The tooltip element, shown or not (role queries skip hidden elements). */
function tooltipElement(): HTMLElement {
  const tooltip = document.querySelector<HTMLElement>('.sr-tooltip');
  if (!tooltip) throw new Error('no tooltip element');
  return tooltip;
}

describe('Tooltip', () => {
  it('describes its trigger and keeps the trigger’s own description', () => {
    const button = renderShareButton();
    const tooltip = tooltipElement();
    expect(tooltip.getAttribute('role')).toBe('tooltip');
    expect(button.getAttribute('aria-describedby')?.split(' ')).toEqual(['share-help', tooltip.id]);
    expect(tooltip.hidden).toBe(true);
  });

  it('shows after 1200 ms of hover, 250 px wide, and hides when the pointer leaves', () => {
    const onMouseEnter = vi.fn();
    const button = renderShareButton(onMouseEnter);
    fireEvent.mouseEnter(button);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);

    act(() => vi.advanceTimersByTime(1199));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const tooltip = screen.getByRole('tooltip', { name: 'Copy the link to this page' });
    expect(tooltip.style.width).toBe('250px');
    expect(tooltip.style.left).toBe('20px');

    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show when the pointer leaves before the delay', () => {
    const button = renderShareButton();
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(600));
    fireEvent.mouseLeave(button);
    act(() => vi.advanceTimersByTime(1200));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows at once on keyboard focus and hides on blur', () => {
    const button = renderShareButton();
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape without closing the dialog around it', () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Share" onClose={onClose}>
        <Tooltip content="Copy the link">
          <button type="button">Copy</button>
        </Tooltip>
      </Dialog>,
    );
    const button = screen.getByRole('button', { name: 'Copy' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(button, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
