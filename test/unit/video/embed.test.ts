import { beforeAll, describe, expect, it } from 'vitest';
import {
  autoplayUrl,
  embedUrlFromPageUrl,
  iframeSrcOf,
  providerOf,
  safeEmbedUrl,
} from '../../../src/video/embed';
import { disableFrameLoading } from '../support/no-frame-loading';

beforeAll(disableFrameLoading);

describe('video embeds', () => {
  it('accepts https players of known hosts, and protocol-relative ones as https', () => {
    expect(safeEmbedUrl('//www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1')).toBe(
      'https://www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1',
    );
    expect(safeEmbedUrl('https://player.vimeo.com/video/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('refuses http, other schemes, other hosts and credentials', () => {
    expect(safeEmbedUrl('http://www.youtube.com/embed/x')).toBeNull();
    expect(safeEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(safeEmbedUrl('https://www.youtube.com.evil.example/embed/x')).toBeNull();
    expect(safeEmbedUrl('https://user:pw@www.youtube.com/embed/x')).toBeNull();
    expect(safeEmbedUrl('')).toBeNull();
    expect(safeEmbedUrl(null)).toBeNull();
  });

  it('reads the iframe src of platform embed HTML without running it', () => {
    const html =
      '<iframe src="//www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&amp;enablejsapi=1" height="480" width="854"></iframe><img src=x onerror="window.__ran=1">';
    expect(iframeSrcOf(html)).toBe(
      '//www.youtube.com/embed/TYGIMaP6ukg?wmode=opaque&enablejsapi=1',
    );
    expect((window as unknown as { __ran?: number }).__ran).toBeUndefined();
    expect(iframeSrcOf('<a href="https://example.org">link</a>')).toBeNull();
  });

  it('derives the player from YouTube and Vimeo page URLs', () => {
    expect(embedUrlFromPageUrl('https://www.youtube.com/watch?v=TYGIMaP6ukg')).toBe(
      'https://www.youtube.com/embed/TYGIMaP6ukg',
    );
    expect(embedUrlFromPageUrl('https://youtu.be/TYGIMaP6ukg')).toBe(
      'https://www.youtube.com/embed/TYGIMaP6ukg',
    );
    expect(embedUrlFromPageUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    // An unlisted video keeps its key (a 7.1 section's background: vimeo.com/<id>/<key>).
    expect(embedUrlFromPageUrl('https://vimeo.com/540690435/e1ede0d229')).toBe(
      'https://player.vimeo.com/video/540690435?h=e1ede0d229',
    );
    expect(embedUrlFromPageUrl('https://vimeo.com/540690435/not-a-key')).toBeNull();
    expect(embedUrlFromPageUrl('https://www.youtube.com/watch?v=<script>')).toBeNull();
    expect(embedUrlFromPageUrl('https://example.org/video')).toBeNull();
  });

  it('names the provider and asks the player to start', () => {
    expect(providerOf('https://www.youtube-nocookie.com/embed/x')).toBe('YouTube');
    expect(providerOf('https://example.org/')).toBeNull();
    expect(autoplayUrl('https://www.youtube.com/embed/x?wmode=opaque')).toBe(
      'https://www.youtube.com/embed/x?wmode=opaque&autoplay=1',
    );
  });
});
