import { describe, expect, it, vi } from 'vitest';
import { absoluteUrl, windowNavigation } from '../../../src/lib/navigation';

describe('windowNavigation', () => {
  it('makes relative URLs absolute on the page origin, not on an injected <base href>', () => {
    const base = document.createElement('base');
    base.href = 'https://evil.test/phish/';
    document.head.append(base);
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => {});
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    windowNavigation.replace('/config/?frameUrl=%2F');
    windowNavigation.assign('config/');
    expect(replace).toHaveBeenCalledWith(`${window.location.origin}/config/?frameUrl=%2F`);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/config/`);
  });

  it('leaves absolute URLs, other schemes included, as they are', () => {
    expect(absoluteUrl('https://site.test/a?b#c', 'http://x.test')).toBe('https://site.test/a?b#c');
    expect(absoluteUrl('sqsp-app://dismiss', 'http://x.test')).toBe('sqsp-app://dismiss');
  });
});
