import { afterEach, describe, expect, it } from 'vitest';
import { historyHash } from '../../../src/lightbox/history-hash';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('lightbox history hash', () => {
  it('writes the item hash while open and puts the page hash back on reset', () => {
    window.history.replaceState(null, '', '/post?x=1#comments');
    const length = window.history.length;
    const hash = historyHash((index) => `itemId=slide-${index}`);
    hash.write(2);
    expect(window.location.hash).toBe('#itemId=slide-2');
    hash.write(3);
    expect(window.location.hash).toBe('#itemId=slide-3');
    // Replaced, never pushed: Back still leaves the page.
    expect(window.history.length).toBe(length);
    hash.reset();
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/post?x=1#comments',
    );
  });

  it('leaves no empty # behind when the page had none, and skips items without a hash', () => {
    window.history.replaceState(null, '', '/post');
    const hash = historyHash((index) => (index === 0 ? null : `itemId=${index}`));
    hash.write(0);
    expect(window.location.hash).toBe('');
    hash.write(1);
    expect(window.location.hash).toBe('#itemId=1');
    hash.reset();
    expect(window.location.href).toBe(`${window.location.origin}/post`);
  });
});
