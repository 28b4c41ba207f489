import { describe, expect, it } from 'vitest';
import { resolveIncludes } from '../../../demo/lib/html-includes';
import { parseLiveComment } from '../../../demo/lib/live-examples';

const FILES: Record<string, string> = {
  'docs/guide.md': [
    '# Guide',
    '',
    '<!-- live fixtures/blocks/blocks.html#block-b -->',
    '',
    '<!-- live fixtures/blocks/blocks.html.gallery -->',
    '',
    '<!-- live fixtures/blocks/blocks.html#block-missing -->',
    '',
    '<!-- live src/index.html -->',
    '',
    '<!-- live fixtures/blocks/absent.html -->',
    '',
    '<!-- live demo/pages/guide/whole.html -->',
  ].join('\n'),
  'fixtures/blocks/blocks.html':
    '<div id="block-a" class="sqs-block">a</div>\n' +
    '<div id="block-b" class="sqs-block" data-block-json=\'{"x":"<b>"}\'><p>b</p></div>\n' +
    '<div class="gallery gallery--grid"><figure>g</figure></div>',
  'demo/pages/guide/whole.html': '\n<p data-controller="Summary">whole</p>\n',
  'src/index.html': '<p>not a fixture</p>',
};

const readFile = (path: string): string | null => FILES[path] ?? null;

describe('a docs/ document included in a demo page, with its live examples', () => {
  const { html, problems } = resolveIncludes(
    '<main><!-- include docs/guide.md --></main>',
    readFile,
  );
  const page = new DOMParser().parseFromString(html, 'text/html');
  const figures = Array.from(page.querySelectorAll('figure.guide-live'));

  it('puts the named element of the fixture on the page, live, with its markup as text', () => {
    expect(page.querySelector('h1#guide')?.textContent).toBe('Guide');
    const [byId, byClass, whole] = figures;
    expect(figures).toHaveLength(3);
    expect(byId?.querySelector('figcaption')?.textContent).toBe(
      'Live example: fixtures/blocks/blocks.html#block-b',
    );
    const block = byId?.querySelector('.guide-live__stage > #block-b');
    expect(block?.getAttribute('data-block-json')).toBe('{"x":"<b>"}');
    expect(byId?.querySelector('pre code')?.textContent).toBe(
      '<div id="block-b" class="sqs-block" data-block-json=\'{"x":"<b>"}\'><p>b</p></div>',
    );
    expect(page.querySelector('#block-a')).toBeNull();
    expect(byClass?.querySelector('.guide-live__stage > .gallery figure')?.textContent).toBe('g');
    expect(whole?.querySelector('.guide-live__stage > [data-controller="Summary"]')).not.toBeNull();
  });

  it('replaces each example it cannot show with a notice, and reports it', () => {
    expect(problems).toEqual([
      'docs/guide.md: fixtures/blocks/blocks.html#block-missing: no such element in the file',
      'docs/guide.md: src/index.html is not under fixtures/blocks/, fixtures/controllers/, demo/pages/',
      'docs/guide.md: fixtures/blocks/absent.html does not exist',
    ]);
    expect(
      Array.from(page.querySelectorAll('.demo-include-error')).map((notice) => notice.textContent),
    ).toEqual([
      'Live example missing: fixtures/blocks/blocks.html#block-missing: no such element in the file.',
      'Live example missing: src/index.html is not under fixtures/blocks/, fixtures/controllers/, demo/pages/.',
      'Live example missing: fixtures/blocks/absent.html does not exist.',
    ]);
    expect(page.querySelector('main')?.textContent).not.toContain('not a fixture');
  });

  it('reads only `live` comments, and no path that climbs out', () => {
    expect(parseLiveComment('live fixtures/blocks/a.html#b')).toEqual({
      path: 'fixtures/blocks/a.html',
      target: { id: 'b' },
    });
    expect(parseLiveComment('live fixtures/blocks/a.html.gallery-grid')).toEqual({
      path: 'fixtures/blocks/a.html',
      target: { className: 'gallery-grid' },
    });
    expect(parseLiveComment('prettier-ignore')).toBeNull();
    const climbing = resolveIncludes('<!-- include docs/up.md -->', (path) =>
      path === 'docs/up.md' ? '<!-- live fixtures/blocks/../../package.html -->' : null,
    );
    expect(climbing.problems).toEqual([
      'docs/up.md: fixtures/blocks/../../package.html is not under fixtures/blocks/, fixtures/controllers/, demo/pages/',
    ]);
  });
});
