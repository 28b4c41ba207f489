import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { excerpt, lightboxItems, openerName } from '../../../../blocks/instagram/attach-instagram';
import { instagramBlockDefinition } from '../../../../blocks/instagram/definition';
import { plainCaption, readInstagram } from '../../../../blocks/instagram/read-instagram';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { disableFrameLoading } from '../../support/no-frame-loading';

const BLOCK = 'block-yui_3_17_2_1_1550245028760_11709';

// Reading a reel's embed parses its iframe: happy-dom would fetch it.
beforeAll(disableFrameLoading);

const mounted: Array<() => void> = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

describe('instagram block', () => {
  it('reads the real block: eight posts, seven reels, a grid of four square frames', () => {
    const data = readInstagram(loadBlockFixture('instagram', BLOCK));
    expect(data).toMatchObject({
      perRow: 4,
      ratio: 1,
      gutter: 17,
      lightbox: true,
      lightboxTheme: 'light',
    });
    expect(data.posts).toHaveLength(8);
    expect(data.posts.filter((post) => post.embedUrl)).toHaveLength(7);
    expect(data.posts[0]?.embedUrl).toBe('https://www.instagram.com/reel/Cu467SBME6f/embed/');
    expect(data.posts[3]?.embedUrl).toBeNull();
    // Captions double-encoded by the server read as a visitor reads them.
    expect(data.posts[0]?.caption).toContain('Here’s a couple ways you can');
    expect(data.posts[0]?.caption).toContain('Mom & baby CFT sessions');
    expect(data.posts.every((post) => post.image !== null)).toBe(true);
  });

  it('names every opener after its post, in the platform grid; unmount restores the markup', () => {
    const element = loadBlockFixture('instagram', BLOCK);
    const { container, serverHtml, unmount } = attachBlock(instagramBlockDefinition, element);
    const openers = Array.from(element.querySelectorAll('.js-gallery-lightbox-opener'));
    expect(openers.map((opener) => opener.getAttribute('aria-label')?.split(':')[0])).toEqual(
      Array.from({ length: 8 }, (_, index) => `Post ${index + 1} of 8`),
    );
    expect(openers[3]?.getAttribute('aria-label')).toBe(
      'Post 4 of 8: CST & CFT are two different modalities, but CFT includes the same principles as…',
    );
    expect(openers.every((opener) => opener.getAttribute('aria-haspopup') === 'dialog')).toBe(true);
    expect(element.querySelector('.sqs-gallery')?.classList).toContain('sqs-gallery-design-grid');
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('lightbox items: photos full size, reels as Instagram players with their captions', () => {
    const { posts } = readInstagram(loadBlockFixture('instagram', BLOCK));
    const items = lightboxItems(posts);
    expect(items[0]).toMatchObject({
      kind: 'video',
      provider: 'Instagram',
      embedUrl: 'https://www.instagram.com/reel/Cu467SBME6f/embed/',
    });
    expect(items[3]).toMatchObject({ kind: 'image', width: 1440, height: 1800 });
    expect(items[3]?.caption).toContain('Questions? Drop them in the comments');
  });

  it('a block without posts is skipped with the reason', () => {
    const element = loadBlockFixture('instagram', BLOCK);
    element.querySelectorAll('.slide').forEach((slide) => slide.remove());
    expect(() => readInstagram(element)).toThrow(BlockSkip);
  });

  it('any caption: plain one-line text, an excerpt of at most 81 characters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constant('<b>x</b> &amp;amp;')),
        (raw) => {
          const caption = plainCaption(raw);
          expect(caption).toBe(caption.replace(/\s+/g, ' ').trim());
          const short = excerpt(caption);
          expect(short.length).toBeLessThanOrEqual(81);
          if (caption.length <= 80) expect(short).toBe(caption);
          const name = openerName({ caption } as never, 0, 1);
          expect(name.startsWith('Post 1 of 1')).toBe(true);
        },
      ),
    );
  });
});
