import { afterEach, describe, expect, it } from 'vitest';
import { ownedClass } from '../../../src/lib/owned-class';

afterEach(() => {
  document.body.removeAttribute('class');
});

describe('ownedClass', () => {
  it('puts a class the server wrote back in its place among the others once it stops', () => {
    document.body.className = 'collection-type-page has-tagline has-primary-nav';
    const stop = new AbortController();
    const tagline = ownedClass(document.body, 'has-tagline', stop.signal);
    tagline(false);
    document.body.classList.add('is-mobile');
    stop.abort();
    expect(document.body.className).toBe(
      'collection-type-page has-tagline has-primary-nav is-mobile',
    );
  });

  it('takes away a class it added, leaving the others and their order alone', () => {
    document.body.className = 'b a';
    const stop = new AbortController();
    ownedClass(document.body, 'mobile-menu-open', stop.signal)(true);
    document.body.classList.add('c');
    stop.abort();
    expect(document.body.className).toBe('b a c');
  });

  it('changes nothing after it stopped', () => {
    const stop = new AbortController();
    const set = ownedClass(document.body, 'x', stop.signal);
    stop.abort();
    set(true);
    expect(document.body.classList.contains('x')).toBe(false);
  });
});
