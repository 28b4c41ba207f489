import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { videoBlockDefinition } from '../../../../blocks/video/definition';
import { readVideoBlock } from '../../../../blocks/video/read-video-block';
import { BlockSkip } from '../../../../src/runtime/types';
import { updateSlice } from '../../../../src/store/store';
import { attachBlock } from '../../support/attach-block';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';
import { disableFrameLoading } from '../../support/no-frame-loading';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/video-7.0.html',
);
const REAL = 'block-yui_3_17_2_1_1547642689254_178617';
const VIMEO = 'block-video-vimeo-fill';

function loadFixture(): void {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
}

function block(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no block ${id}`);
  return element;
}

const mounted: Array<() => void> = [];
function mount(id: string) {
  const result = attachBlock(videoBlockDefinition, block(id));
  mounted.push(result.unmount);
  return result;
}

const playButton = (id: string) =>
  block(id).querySelector<HTMLButtonElement>('button.sr-video-play');

beforeAll(disableFrameLoading);
beforeEach(loadFixture);
afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  forgetRuntime();
});

describe('Video block: reading', () => {
  it('reads the real 7.0 block: the https player from its embed HTML, provider, size, thumbnail', () => {
    const data = readVideoBlock(block(REAL));
    expect(data).toMatchObject({
      embedUrl: 'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1',
      provider: 'YouTube',
      title: 'YouTube video',
      thumbnail: `${window.location.origin}/cdn-stand-in/i.ytimg.com/vi/TYGIMaP6ukg/hqdefault.jpg`,
      width: 854,
      height: 480,
      mode: 'fit',
      message: null,
    });
    expect(data.wrapper?.classList.contains('sqs-video-wrapper')).toBe(true);
  });

  it('reads the mode', () => {
    expect(readVideoBlock(block(VIMEO)).mode).toBe('fill');
  });

  it('an embed from a host it does not embed gives the invalid-embed message', () => {
    const data = readVideoBlock(block('block-video-invalid'));
    expect(data.embedUrl).toBeNull();
    expect(data.message).toBe('Invalid video embed.');
  });

  it('a custom featured image on an embed without a player gives the custom-thumbnail message', () => {
    expect(readVideoBlock(block('block-video-custom-thumb')).message).toBe(
      'Custom featured images only available with embedded videos. Go back into embed settings to turn off featured images.',
    );
  });

  it('falls back to the wrapper data-html, and to the page URL', () => {
    const element = block(REAL);
    element.setAttribute('data-block-json', '{"url":"https://vimeo.com/76979871"}');
    expect(readVideoBlock(element).embedUrl).toBe(
      'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1',
    );
    element.querySelector('.sqs-video-wrapper')?.removeAttribute('data-html');
    expect(readVideoBlock(element).embedUrl).toBe('https://player.vimeo.com/video/76979871');
  });

  it('takes the player out of an embedly wrapper, else from the page URL (the rootwork 7.0 pages)', () => {
    const element = block(REAL);
    element.querySelector('.sqs-video-wrapper')?.removeAttribute('data-html');
    const embedly =
      '<iframe class="embedly-embed" src="//cdn.embedly.com/widgets/media.html?src=https%3A%2F%2Fwww.youtube.com%2Fembed%2F5m1KUzaAGiQ%3Ffeature%3Doembed&amp;display_name=YouTube&amp;schema=youtube"></iframe>';
    element.setAttribute('data-block-json', JSON.stringify({ html: embedly }));
    expect(readVideoBlock(element).embedUrl).toBe(
      'https://www.youtube.com/embed/5m1KUzaAGiQ?feature=oembed',
    );
    // A wrapper without a player: the page URL.
    const bare = '<iframe src="//cdn.embedly.com/widgets/media.html?schema=youtube"></iframe>';
    element.setAttribute(
      'data-block-json',
      JSON.stringify({ html: bare, url: 'https://youtu.be/5m1KUzaAGiQ' }),
    );
    expect(readVideoBlock(element).embedUrl).toBe('https://www.youtube.com/embed/5m1KUzaAGiQ');
  });

  it('skips a block with bad JSON, with the reason', () => {
    const element = block(REAL);
    element.setAttribute('data-block-json', '{"html":');
    expect(() => readVideoBlock(element)).toThrow(BlockSkip);
  });

  it('drops a thumbnail that is not http(s)', () => {
    const element = block(REAL);
    element.setAttribute(
      'data-block-json',
      '{"html":"<iframe src=\\"https://player.vimeo.com/video/1\\"></iframe>","thumbnailUrl":"javascript:alert(1)"}',
    );
    expect(readVideoBlock(element).thumbnail).toBeNull();
  });
});

describe('Video block: playing', () => {
  it('shows a thumbnail and a named play button; a click swaps in the player with autoplay', () => {
    mount(REAL);
    const button = playButton(REAL);
    expect(button?.getAttribute('aria-label')).toBe('Play video: YouTube video');
    expect(block(REAL).querySelector('img.sr-video-thumb')?.getAttribute('alt')).toBe('');
    expect(block(REAL).querySelector('iframe')).toBeNull();
    button?.click();
    const frame = block(REAL).querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1&autoplay=1',
    );
    expect(frame?.getAttribute('title')).toBe('YouTube video');
    expect(document.activeElement).toBe(frame);
  });

  it("keeps the server's own overlay picture out of the accessibility tree while ours shows", () => {
    // As 7.0 pages serve it (the rootwork resources page): a thumbnail with no alt under the
    // server's overlay, which stays in the page under the runtime's.
    const wrapper = block(REAL).querySelector('.sqs-video-wrapper');
    wrapper?.insertAdjacentHTML(
      'beforeend',
      '<div class="sqs-video-overlay" style="opacity: 0;"><img data-src="/t.jpg" data-load="false"></div>',
    );
    const serverImage = block(REAL).querySelector('.sqs-video-overlay img');
    const { unmount } = mount(REAL);
    expect(serverImage?.getAttribute('alt')).toBe('');
    unmount();
    expect(serverImage?.hasAttribute('alt')).toBe(false);
  });

  it('plays one video at a time: starting another puts the first back to its overlay', () => {
    mount(REAL);
    mount(VIMEO);
    playButton(REAL)?.click();
    playButton(VIMEO)?.click();
    expect(block(VIMEO).querySelector('iframe')).not.toBeNull();
    expect(block(REAL).querySelector('iframe')).toBeNull();
    expect(playButton(REAL)).not.toBeNull();
    playButton(REAL)?.click();
    expect(block(VIMEO).querySelector('iframe')).toBeNull();
    expect(block(REAL).querySelector('iframe')).not.toBeNull();
  });

  it('shows the message instead of a player for an invalid embed', () => {
    mount('block-video-invalid');
    const element = block('block-video-invalid');
    expect(element.querySelector('.sr-video-message')?.textContent).toBe('Invalid video embed.');
    expect(element.querySelector('button, iframe')).toBeNull();
  });

  it('unmount puts the server markup back', () => {
    const { container, serverHtml, unmount } = mount(REAL);
    playButton(REAL)?.click();
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});

describe('Video block: consent', () => {
  it('restrictive policy, no consent: the first click shows what will load, "Load video" loads it', () => {
    runtimeWithConsent(true, false);
    mount(REAL);
    playButton(REAL)?.click();
    const element = block(REAL);
    expect(element.querySelector('iframe')).toBeNull();
    expect(element.querySelector('.sr-video-card-text')?.textContent).toBe(
      'This video is hosted by YouTube. Playing it loads content from YouTube, which may set cookies.',
    );
    const load = element.querySelector<HTMLButtonElement>('button.sr-video-load');
    expect(load?.textContent).toBe('Load video');
    expect(document.activeElement).toBe(load);
    load?.click();
    expect(element.querySelector('iframe')?.getAttribute('src')).toContain('autoplay=1');
  });

  it('plays at once once the visitor accepted, or without the restrictive policy', () => {
    runtimeWithConsent(true, true);
    mount(REAL);
    playButton(REAL)?.click();
    expect(block(REAL).querySelector('iframe')).not.toBeNull();

    runtimeWithConsent(false, null);
    mount(VIMEO);
    playButton(VIMEO)?.click();
    expect(block(VIMEO).querySelector('iframe')).not.toBeNull();
  });
});

describe("Video block: the provider's thumbnail waits for consent (issue 17, row 7)", () => {
  const PROVIDER_THUMBNAIL = '/cdn-stand-in/i.ytimg.com/vi/TYGIMaP6ukg/hqdefault.jpg';
  const images = (id: string) =>
    Array.from(block(id).querySelectorAll('img'), (img) => img.getAttribute('src'));

  it('restrictive policy, no choice yet: a plain frame and the play button; the thumbnail once accepted', () => {
    const store = runtimeWithConsent(true, null);
    mount(REAL);
    expect(images(REAL)).toEqual([]);
    const button = playButton(REAL);
    button?.focus();

    updateSlice(store, 'consent', { accepted: true });
    expect(block(REAL).querySelector('img.sr-video-thumb')?.getAttribute('src')).toContain(
      PROVIDER_THUMBNAIL,
    );
    // The visitor's place is kept: the same button, still focused.
    expect(playButton(REAL)).toBe(button);
    expect(document.activeElement).toBe(button);
  });

  it('after a decline, neither the overlay nor the click-to-load card fetches it', () => {
    runtimeWithConsent(true, false);
    mount(REAL);
    playButton(REAL)?.click();
    expect(block(REAL).querySelector('.sr-video-card')).not.toBeNull();
    expect(images(REAL)).toEqual([]);
  });

  it("shows the site's own featured image at once: it is not the provider's", () => {
    runtimeWithConsent(true, null);
    block(REAL).setAttribute(
      'data-block-json',
      JSON.stringify({
        html: '<iframe src="https://www.youtube.com/embed/TYGIMaP6ukg"></iframe>',
        thumbnailUrl: `https://i.ytimg.com/vi/TYGIMaP6ukg/hqdefault.jpg`,
        customThumbnailUrl: '/s/featured.jpg',
      }),
    );
    mount(REAL);
    expect(images(REAL)).toEqual([`${window.location.origin}/s/featured.jpg`]);
  });
});
