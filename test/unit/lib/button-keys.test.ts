import { describe, expect, it, vi } from 'vitest';
import { listenAsButton } from '../../../src/lib/button-keys';

function press(
  target: Element,
  type: 'keydown' | 'keyup',
  key: string,
  init: KeyboardEventInit = {},
) {
  const event = new KeyboardEvent(type, { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

describe('listenAsButton', () => {
  function setUp() {
    const list = document.createElement('div');
    list.innerHTML = '<div role="button" tabindex="0" data-i="1"></div><a href="#x">link</a>';
    document.body.append(list);
    const activate = vi.fn();
    const stop = new AbortController();
    listenAsButton(
      list,
      (event) => (event.target instanceof HTMLElement && event.target.dataset.i) || null,
      activate,
      stop.signal,
    );
    const button = list.querySelector('[role="button"]') as HTMLElement;
    const link = list.querySelector('a') as HTMLElement;
    return { activate, stop, button, link };
  }

  it('Enter activates on key down, as a native button does', () => {
    const { activate, button } = setUp();
    expect(press(button, 'keydown', 'Enter').defaultPrevented).toBe(true);
    expect(activate).toHaveBeenCalledWith('1');
  });

  it('Space activates on key up; its key down is cancelled so the page does not scroll', () => {
    const { activate, button } = setUp();
    expect(press(button, 'keydown', ' ').defaultPrevented).toBe(true);
    expect(activate).not.toHaveBeenCalled();
    press(button, 'keyup', ' ');
    expect(activate).toHaveBeenCalledWith('1');
  });

  it('keys elsewhere, other keys and shortcuts keep their own meaning', () => {
    const { activate, button, link } = setUp();
    expect(press(link, 'keydown', 'Enter').defaultPrevented).toBe(false);
    expect(press(button, 'keydown', 'a').defaultPrevented).toBe(false);
    expect(press(button, 'keydown', 'Enter', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(activate).not.toHaveBeenCalled();
  });

  it('stops listening when its signal aborts', () => {
    const { activate, stop, button } = setUp();
    stop.abort();
    press(button, 'keydown', 'Enter');
    expect(activate).not.toHaveBeenCalled();
  });
});
