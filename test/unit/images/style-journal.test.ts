import { describe, expect, it } from 'vitest';
import { StyleJournal } from '../../../src/images/style-journal';

function served(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

describe('StyleJournal', () => {
  it('puts a served style attribute back as it was', () => {
    const element = served('<div style="color: red"></div>');
    const journal = new StyleJournal();
    journal.set(element, 'color', 'blue');
    journal.set(element, 'height', '10px');
    journal.restore();
    expect(element.getAttribute('style')).toBe('color: red;');
  });

  it('leaves no style attribute on an element served without one', () => {
    const element = served('<div></div>');
    const journal = new StyleJournal();
    journal.set(element, 'height', '10px');
    journal.restore();
    expect(element.hasAttribute('style')).toBe(false);
  });

  // The core's reserved box and a pack's layout write to the same elements; destroy() restores
  // them in either order (a gallery showed `style=""` on every slide when the pack came second).
  for (const order of ['first writer first', 'second writer first'] as const) {
    it(`two journals on one element leave no style attribute, restored ${order}`, () => {
      const element = served('<div></div>');
      const core = new StyleJournal();
      const pack = new StyleJournal();
      core.set(element, 'height', '10px');
      pack.set(element, 'position', 'absolute');
      pack.set(element, 'height', '12px');
      if (order === 'first writer first') {
        core.restore();
        pack.restore();
      } else {
        pack.restore();
        core.restore();
      }
      expect(element.hasAttribute('style')).toBe(false);
    });
  }
});
