// The gallery's loader warnings (widgets.md section 8): 'VideoLoader not found' for a video slide
// no player of ours plays, 'lightboxify is not available in this tier!' when the lightbox cannot
// be had; and the warnings of the options read beside them (section 5: swipe boundary, snap
// points; section 9: column width behaviour).
import { act, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { galleryBlockDefinition } from '../../../../blocks/gallery/definition';
import { GALLERY_WARNINGS, readGalleryData } from '../../../../blocks/gallery/read-gallery';
import { LIGHTBOX_PACK } from '../../../../src/runtime/shared-packs';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mountBlock } from '../../support/mount-block';
import { disableFrameLoading } from '../../support/no-frame-loading';
import { galleryBlock } from './gallery-markup';

beforeAll(disableFrameLoading);
beforeEach(() => FakeIntersectionObserver.install());
afterEach(() => vi.restoreAllMocks());

function videoSlide(html: string | null): string {
  const attribute = html === null ? '' : ` data-html="${html.replace(/"/g, '&quot;')}"`;
  return `<div class="image-wrapper" id="v1" data-type="video"${attribute}><img data-src="/v.jpg" data-image-dimensions="640x360" alt="Clip"></div>`;
}

const warnings = () => vi.spyOn(console, 'warn').mockImplementation(() => undefined);
const said = (spy: ReturnType<typeof warnings>) => spy.mock.calls.map((call) => call[0]);

describe("'VideoLoader not found'", () => {
  it('is said for each video slide whose embed no player of ours plays, and the slide stays a picture', () => {
    const warn = warnings();
    const block = galleryBlock(
      { design: 'grid' },
      1,
      videoSlide(null) +
        videoSlide('<iframe src="https://unknown.example/embed/1"></iframe>').replace('v1', 'v2'),
    );
    const data = readGalleryData(block);
    const messages = said(warn);
    expect(messages.filter((message) => message.endsWith('VideoLoader not found'))).toHaveLength(2);
    expect(GALLERY_WARNINGS.videoLoader).toBe('VideoLoader not found');
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] gallery: VideoLoader not found',
      data.slides[1]?.element,
    );
    mountBlock(galleryBlockDefinition, block);
    expect(block.querySelector('.sr-gallery-video')).toBeNull();
  });

  it('is not said for a video slide that plays, nor for image slides', () => {
    const warn = warnings();
    readGalleryData(
      galleryBlock(
        { design: 'grid' },
        2,
        videoSlide('<iframe src="https://player.vimeo.com/video/1"></iframe>'),
      ),
    );
    expect(said(warn).filter((message) => message.includes('VideoLoader'))).toEqual([]);
  });
});

describe("'lightboxify is not available in this tier!'", () => {
  it('is said when a lightbox is asked for and its pack cannot be had; the images stay in the page', async () => {
    const warn = warnings();
    const asked: string[] = [];
    const loadPack = <Exports,>(name: string): Promise<Exports> => {
      asked.push(name);
      return Promise.reject(new Error(`Pack "${name}" failed to load after a retry`));
    };
    const block = galleryBlock({ design: 'grid', lightbox: true });
    mountBlock(galleryBlockDefinition, block, loadPack);
    const frame = block.querySelector<HTMLElement>('.sr-gallery__frame');
    await act(async () => {
      fireEvent.click(frame as HTMLElement);
    });
    expect(asked).toEqual([LIGHTBOX_PACK]);
    expect(said(warn)).toContain(
      '[site-runtime] gallery: lightboxify is not available in this tier!',
    );
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(block.querySelectorAll('.sr-gallery__frame')).toHaveLength(3);
  });

  it('is not said when the lightbox opens', async () => {
    const warn = warnings();
    const loadPack = <Exports,>(): Promise<Exports> =>
      Promise.resolve({ openLightbox: () => ({ close: () => undefined }) } as Exports);
    const block = galleryBlock({ design: 'grid', lightbox: true });
    mountBlock(galleryBlockDefinition, block, loadPack);
    await act(async () => {
      fireEvent.click(block.querySelector('.sr-gallery__frame') as HTMLElement);
    });
    expect(said(warn).filter((message) => message.includes('lightboxify'))).toEqual([]);
  });
});

describe('the options read beside them', () => {
  it('warns of a swipe boundary or snap points the spec does not know, and keeps the defaults', () => {
    const warn = warnings();
    const data = readGalleryData(
      galleryBlock({ design: 'carousel', designOptions: { boundary: 'soft', snapPoints: '120%' } }),
    );
    expect(data.swipe).toEqual({ boundary: 'inertial', snapPoints: null });
    expect(said(warn)).toEqual([
      '[site-runtime] gallery: Gallery swipe boundary "soft" is not none, hard or inertial: the default is used',
      `[site-runtime] gallery: Gallery snap points "120%" are not a percentage or 'none': the default is used`,
    ]);
  });

  it('reads a known boundary and snap points for the moving designs', () => {
    const warn = warnings();
    const read = (designOptions: Record<string, unknown>, design = 'slider') =>
      readGalleryData(galleryBlock({ design, designOptions })).swipe;
    expect(read({ boundary: 'hard', snapPoints: '50%' })).toEqual({
      boundary: 'hard',
      snapPoints: 50,
    });
    expect(read({ boundary: 'none', snapPoints: 'none' }, 'carousel')).toEqual({
      boundary: 'none',
      snapPoints: 'none',
    });
    // A grid does not swipe: whatever it carries is not its business, and nothing is said.
    expect(read({ boundary: 'soft' }, 'grid')).toEqual({ boundary: 'inertial', snapPoints: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns of a column width behaviour other than min or max on the designs laid out by width', () => {
    const warn = warnings();
    const behavior = (json: Record<string, unknown>) =>
      readGalleryData(galleryBlock(json)).columnWidthBehavior;
    expect(behavior({ design: 'autocolumns' })).toBe('min');
    expect(behavior({ design: 'autocolumns', designOptions: { columnWidthBehavior: 'max' } })).toBe(
      'max',
    );
    expect(behavior({ design: 'autogrid', columnWidthBehavior: 'max' })).toBe('max');
    expect(warn).not.toHaveBeenCalled();
    expect(behavior({ design: 'autogrid', columnWidthBehavior: 'widest' })).toBe('min');
    expect(said(warn)).toEqual([
      '[site-runtime] gallery: Gallery columnWidthBehavior "widest" is not min or max: min is used',
    ]);
  });
});
