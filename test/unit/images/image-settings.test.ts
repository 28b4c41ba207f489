import { describe, expect, it } from 'vitest';
import {
  isImageUrl,
  parseDimensions,
  parseFocalPoint,
  readImageSettings,
} from '../../../src/images/image-settings';

function image(attributes: string, parent = '<div>'): HTMLImageElement {
  document.body.innerHTML = `${parent}<img ${attributes}></div>`;
  return document.querySelector('img') as HTMLImageElement;
}

describe('Image settings', () => {
  it('reads dimensions as width x height, positive only', () => {
    expect(parseDimensions('2500x1875')).toEqual({ width: 2500, height: 1875 });
    expect(parseDimensions(' 1024 X 1025 ')).toEqual({ width: 1024, height: 1025 });
    for (const bad of ['', '2500', '0x100', '100x-1', 'axb', '100x100x3']) {
      expect(parseDimensions(bad), bad).toBeNull();
    }
  });

  it('reads a focal point as x,y, each clamped to 0..1', () => {
    expect(parseFocalPoint('0.5,0.5')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint('0.9228,0.032')).toEqual({ x: 0.9228, y: 0.032 });
    expect(parseFocalPoint('1.4,-2')).toEqual({ x: 1, y: 0 });
    for (const bad of ['', '0.5', '0.5,', 'a,b', '0.1,0.2,0.3']) {
      expect(parseFocalPoint(bad), bad).toBeNull();
    }
  });

  it('accepts http(s), protocol-relative and path sources, and no other scheme', () => {
    for (const good of [
      'https://static1.squarespace.com/a.jpg',
      '//cdn/a.jpg',
      '/a.jpg',
      'a.jpg',
    ]) {
      expect(isImageUrl(good), good).toBe(true);
    }
    for (const bad of ['', ' ', 'javascript:alert(1)', 'data:image/png;base64,AA', 'a b.jpg']) {
      expect(isImageUrl(bad), bad).toBe(false);
    }
  });

  it('reads the real 7.0 attributes, with the spec defaults for the rest', () => {
    const result = readImageSettings(
      image(
        'data-src="https://x/IMG.jpeg" data-image="https://x/other.jpeg" ' +
          'data-image-dimensions="2500x1941" data-image-focal-point="0.3,0.7" data-load="false"',
      ),
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      value: {
        source: 'https://x/IMG.jpeg',
        dimensions: { width: 2500, height: 1941 },
        focalPoint: { x: 0.3, y: 0.7 },
        crop: 'none',
        fitAlignment: 'center',
        resolution: null,
        load: 'viewport',
        forceImageUpdate: false,
        sizeAdjustment: 1,
        dprMin: 0,
        dprMax: Infinity,
        allowSaveData: true,
        allowConcurrentLoads: false,
        serverSized: false,
      },
    });
  });

  it('takes data-image when data-src is missing, and the crop from the frame around it', () => {
    const fill = readImageSettings(image('data-image="/a.jpg"', '<div class="content-fill">'));
    expect(fill.ok && fill.value).toMatchObject({ source: '/a.jpg', crop: 'cover' });
    const fit = readImageSettings(image('data-src="/a.jpg"', '<div class="content-fit">'));
    expect(fit.ok && fit.value.crop).toBe('contain');
    const own = readImageSettings(
      image('data-src="/a.jpg" data-mode="fit"', '<div class="content-fill">'),
    );
    expect(own.ok && own.value.crop).toBe('contain');
  });

  it('takes data-image when data-src is blank (a 7.1 image block), as the platform loader does', () => {
    for (const blank of ['', '  ']) {
      const read = readImageSettings(image(`data-src="${blank}" data-image="https://x/1.jpg"`));
      expect(read.ok && read.value.source).toBe('https://x/1.jpg');
    }
    // Both blank: still refused, with the reason.
    expect(readImageSettings(image('data-src="" data-image=""'))).toMatchObject({
      ok: false,
      error: 'Image has invalid source ""',
    });
  });

  it('loads data-load="true" images at once, and reads a forced resolution', () => {
    const result = readImageSettings(
      image('data-src="/a.jpg" data-load="true" data-image-resolution="500w"'),
    );
    expect(result.ok && result.value).toMatchObject({ load: true, resolution: 500 });
  });

  it('warns about unreadable attributes and keeps going with the defaults', () => {
    const result = readImageSettings(
      image('data-src="/a.jpg" data-image-dimensions="wide" data-image-focal-point="left"'),
      { fitAlignment: 'middle' as never, sizeAdjustment: -1, dprMin: 2, dprMax: 1 },
    );
    expect(result.ok).toBe(true);
    expect(result.warnings).toEqual([
      'ignored fit alignment "middle"',
      'ignored data-image-dimensions="wide"',
      'ignored data-image-focal-point="left"',
    ]);
    expect(result.ok && result.value).toMatchObject({
      dimensions: null,
      focalPoint: { x: 0.5, y: 0.5 },
      fitAlignment: 'center',
      sizeAdjustment: 0,
      dprMin: 2,
      dprMax: 2,
    });
  });

  it('treats an image the server already gave a srcset as sized (7.1, data-loader="sqs")', () => {
    const result = readImageSettings(
      image(
        'data-src="https://x/a.jpg" src="/a.jpg" srcset="/a.jpg?format=100w 100w" data-loader="sqs"',
      ),
    );
    expect(result.ok && result.value.serverSized).toBe(true);
  });

  it('refuses what is not an image, or an image without a usable source, with the reason', () => {
    document.body.innerHTML = '<div data-src="/a.jpg"></div>';
    expect(readImageSettings(document.querySelector('div') as Element)).toMatchObject({
      ok: false,
      error: 'Element is not a valid image element',
    });
    expect(readImageSettings(image('alt="none"'))).toMatchObject({
      ok: false,
      error: 'Image has no data-src or data-image',
    });
    expect(readImageSettings(image('data-src="javascript:alert(1)"'))).toMatchObject({
      ok: false,
      error: 'Image has invalid source "javascript:alert(1)"',
    });
  });
});
