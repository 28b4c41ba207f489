import { describe, expect, it } from 'vitest';
import {
  arrowDirection,
  createThrottle,
  isTypingTarget,
  KEY_THROTTLE_MS,
} from '../../../src/carousel';

describe('carousel keys', () => {
  it('left (37) is previous, right (39) is next, other keys nothing', () => {
    expect(arrowDirection({ key: 'ArrowLeft', keyCode: 37 })).toBe('previous');
    expect(arrowDirection({ key: 'ArrowRight', keyCode: 39 })).toBe('next');
    expect(arrowDirection({ key: '', keyCode: 37 })).toBe('previous');
    expect(arrowDirection({ key: '', keyCode: 39 })).toBe('next');
    // Browsers that no longer fill keyCode send the key's name alone.
    expect(arrowDirection({ key: 'ArrowLeft', keyCode: 0 })).toBe('previous');
    expect(arrowDirection({ key: 'ArrowRight', keyCode: 0 })).toBe('next');
    expect(arrowDirection({ key: 'ArrowUp', keyCode: 38 })).toBeNull();
    expect(arrowDirection({ key: 'Enter', keyCode: 13 })).toBeNull();
  });

  it('lets one key through per 200 ms and drops the ones in between', () => {
    expect(KEY_THROTTLE_MS).toBe(200);
    let now = 1000;
    const gate = createThrottle(KEY_THROTTLE_MS, () => now);
    expect(gate()).toBe(true);
    now += 50;
    expect(gate()).toBe(false);
    now += 149;
    expect(gate()).toBe(false);
    now += 1; // 200 ms after the first
    expect(gate()).toBe(true);
    now += 199;
    expect(gate()).toBe(false);
    now += 1000;
    expect(gate()).toBe(true);
  });

  it('leaves keys typed into fields alone', () => {
    document.body.innerHTML =
      '<div><input id="field"><textarea id="area"></textarea><div contenteditable="true" id="edit"><b id="bold">x</b></div><button id="button">b</button></div>';
    for (const id of ['field', 'area', 'edit', 'bold']) {
      expect(isTypingTarget(document.getElementById(id))).toBe(true);
    }
    expect(isTypingTarget(document.getElementById('button'))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
