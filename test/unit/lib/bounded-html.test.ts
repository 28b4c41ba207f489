import { beforeAll, describe, expect, it, vi } from 'vitest';
import { boundedHtml, MAX_PARSED_TAGS } from '../../../src/lib/bounded-html';
import { sanitiseHtml } from '../../../src/lib/sanitise-html';
import { iframeSrcOf } from '../../../src/video/embed';
import { disableFrameLoading } from '../support/no-frame-loading';

// happy-dom would load the frames of the embed codes it parses.
beforeAll(disableFrameLoading);

describe('boundedHtml', () => {
  it('keeps HTML of up to the limit of tags whole, and cuts before the next tag', () => {
    expect(boundedHtml('<p>a</p><p>b</p>', 4)).toBe('<p>a</p><p>b</p>');
    expect(boundedHtml('<p>a</p><p>b</p>', 3)).toBe('<p>a</p><p>b');
    expect(boundedHtml('no tags at all', 0)).toBe('no tags at all');
    expect(boundedHtml('a < b < c', 1)).toBe('a < b ');
  });

  it('is what the sanitiser and the embed reader parse: an attack is cut, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Misnested formatting elements: quadratic for a browser's parser (issue 17).
    const attack = '<a href="<b><i>'.repeat(MAX_PARSED_TAGS);
    const holder = document.createElement('div');
    holder.innerHTML = sanitiseHtml(`<p>Thank you!</p>${attack}`);
    expect(holder.querySelector('p')?.textContent).toBe('Thank you!');
    expect(holder.querySelectorAll('b').length).toBeLessThanOrEqual(MAX_PARSED_TAGS / 3);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(`more than ${MAX_PARSED_TAGS} tags`));

    // A real embed's frame comes first, and is found whatever follows it.
    expect(iframeSrcOf(`<iframe src="https://player.vimeo.com/video/1"></iframe>${attack}`)).toBe(
      'https://player.vimeo.com/video/1',
    );
    expect(
      iframeSrcOf(`${'<br>'.repeat(MAX_PARSED_TAGS)}<iframe src="https://x.test/"></iframe>`),
    ).toBeNull();
  });
});
