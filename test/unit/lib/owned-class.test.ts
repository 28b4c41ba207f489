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

  it('leaves the server’s class attribute exactly as written when nothing else changed', () => {
    document.body.setAttribute('class', 'a  b   c');
    const stop = new AbortController();
    ownedClass(document.body, 'b', stop.signal)(false);
    // Asked for a state it already has: the attribute is not rewritten.
    ownedClass(document.body, 'd', stop.signal)(false);
    expect(document.body.getAttribute('class')).not.toContain('b');
    stop.abort();
    expect(document.body.getAttribute('class')).toBe('a  b   c');
  });

  it('changes nothing after it stopped', () => {
    const stop = new AbortController();
    const set = ownedClass(document.body, 'x', stop.signal);
    stop.abort();
    set(true);
    expect(document.body.classList.contains('x')).toBe(false);
  });
});
