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
    expect(parseDimensions('1024.55x768.5')).toEqual({ width: 1024.55, height: 768.5 });
    expect(parseDimensions('1024.5x768.25')).toEqual({ width: 1024.5, height: 768.25 });
    for (const bad of ['', '2500', '0x100', '100x0', '100x-1', 'axb', '100x100x3', '1.x2']) {
      expect(parseDimensions(bad), bad).toBeNull();
    }
  });

  it('reads a focal point as x,y, each clamped to 0..1', () => {
    expect(parseFocalPoint('0.5,0.5')).toEqual({ x: 0.5, y: 0.5 });
    expect(parseFocalPoint('0.9228,0.032')).toEqual({ x: 0.9228, y: 0.032 });
    expect(parseFocalPoint('1.4,-2')).toEqual({ x: 1, y: 0 });
    for (const bad of ['', '0.5', '0.5,', '0.5, ', 'a,b', 'a,0.5', '0.5,b', '0.1,0.2,0.3']) {
      expect(parseFocalPoint(bad), bad).toBeNull();
    }
  });

  it('accepts http(s), protocol-relative and path sources, and no other scheme', () => {
    for (const good of [
      'https://static1.squarespace.com/a.jpg',
      '//cdn/a.jpg',
      'http://example.com/a.jpg',
      ' /a.jpg ',
      '/a.jpg',
      'a.jpg',
      // A colon after the start is no scheme.
      '/img/a:b.jpg',
    ]) {
      expect(isImageUrl(good), good).toBe(true);
    }
    for (const bad of [
      '',
      ' ',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'a b.jpg',
      // A scheme of its own, whatever follows it.
      'data:text/plain,https://x/a.jpg',
      'javascript:void(0)//',
      'z39.50s://x/a.jpg',
    ]) {
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

  it('loads an image without data-load at once (the spec default, true); "false" and "viewport" on approach', () => {
    const modes = (
      ['', ' data-load="TRUE"', ' data-load="false"', ' data-load="viewport"'] as const
    ).map((attribute) => {
      const read = readImageSettings(image(`data-src="/a.jpg"${attribute}`));
      return read.ok && read.value.load;
    });
    expect(modes).toEqual([true, true, 'viewport', 'viewport']);
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

  it('trims the source and data-load, and takes the src of an image the server sized', () => {
    const lazy = readImageSettings(image('data-src=" /cdn/a.jpg " data-load=" true "'));
    expect(lazy.ok && lazy.value.source).toBe('/cdn/a.jpg');
    expect(lazy.ok && lazy.value.load).toBe(true);
    const sized = readImageSettings(image('srcset="/b.jpg 100w" src="/b.jpg"'));
    expect(sized.ok && sized.value.source).toBe('/b.jpg');
    const srcsetOnly = readImageSettings(image('srcset="/b.jpg 100w"'));
    expect(srcsetOnly.ok && srcsetOnly.value.source).toBe('');
  });

  it("takes the caller's options, and the defaults for options that are not finite numbers", () => {
    const img = image('data-src="/cdn/a.jpg"');
    const given = readImageSettings(img, {
      forceImageUpdate: true,
      allowSaveData: false,
      allowConcurrentLoads: true,
      sizeAdjustment: 1.5,
    });
    expect(given.ok && given.value).toMatchObject({
      forceImageUpdate: true,
      allowSaveData: false,
      allowConcurrentLoads: true,
      sizeAdjustment: 1.5,
    });
    const odd = readImageSettings(img, { sizeAdjustment: Number.NaN, dprMax: Infinity });
    expect(odd.ok && odd.value).toMatchObject({ sizeAdjustment: 1, dprMax: Infinity });
  });
});
