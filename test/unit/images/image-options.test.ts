import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  attachImage,
  BACKGROUND_CLASS,
  NO_STRETCH_CLASS,
  POSITION_MODE_ATTRIBUTE,
} from '../../../src/images/image-loader';
import { readImageSettings, type ImageSettings } from '../../../src/images/image-settings';
import {
  imageLog,
  loadableImagesIn,
  readImageGroup,
  readLoadableImage,
} from '../../../src/images/read-images';
import { ServerDom } from '../../../src/runtime/server-dom';
import { BlockSkip } from '../../../src/runtime/types';
import { mockLogger } from '../support/mock-logger';

function frameWith(attributes: Record<string, string>, frameClass = 'content-fill') {
  const frame = document.createElement('div');
  frame.className = frameClass;
  const img = document.createElement('img');
  img.setAttribute('alt', 'A red door');
  img.setAttribute('data-src', '/cdn/door.jpg');
  img.setAttribute('data-image-dimensions', '2000x1000');
  for (const [name, value] of Object.entries(attributes)) img.setAttribute(name, value);
  frame.append(img);
  document.body.append(frame);
  return { frame, img };
}

function attach(img: HTMLImageElement, overrides: Partial<ImageSettings> = {}) {
  const { settings } = readLoadableImage(img);
  const server = new ServerDom(img.parentElement ?? img);
  const log = mockLogger();
  const cleanup = attachImage(
    img,
    { ...settings, load: true, ...overrides },
    {
      server,
      signal: new AbortController().signal,
      log,
    },
  );
  return { cleanup, server, log };
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('image loader options', () => {
  it('load false: the box is reserved but nothing is requested; a forced update loads it', () => {
    const { img } = frameWith({});
    const { log } = attach(img, { load: false });
    expect(img.getAttribute('src')).toBeNull();
    expect(log.debug).toHaveBeenCalledWith('Image not loaded: its load mode is false');
    const forced = frameWith({ 'data-force-image-update': 'true' });
    attach(forced.img, { load: false });
    expect(forced.img.getAttribute('src')).toMatch(/door\.jpg\?format=\d+w$/);
  });

  it('filename size format writes the width into the file name', () => {
    const { img } = frameWith({ 'data-size-format': 'filename' }, '');
    attach(img);
    expect(img.getAttribute('src')).toMatch(/^\/cdn\/door-\d+w\.jpg$/);
    expect(img.getAttribute('srcset')).toContain('/cdn/door-2500w.jpg 2500w');
  });

  it('stretch off: a contained image is scaled down only; stretch on leaves plain contain', () => {
    const off = frameWith({ 'data-image-stretch': 'false' }, 'content-fit');
    attach(off.img);
    expect(off.img.classList.contains(NO_STRETCH_CLASS)).toBe(true);
    const on = frameWith({}, 'content-fit');
    attach(on.img);
    expect(on.img.classList.contains(NO_STRETCH_CLASS)).toBe(false);
    // Cover crops ignore stretch, as the platform's loader does.
    const cover = frameWith({ 'data-stretch': 'false' });
    attach(cover.img);
    expect(cover.img.classList.contains(NO_STRETCH_CLASS)).toBe(false);
  });

  it('background image: the frame shows the picture once loaded, named; unmount restores it', () => {
    const { frame, img } = frameWith({ 'data-use-bg-image': 'true' });
    const { cleanup, server } = attach(img);
    expect(img.getAttribute(POSITION_MODE_ATTRIBUTE)).toBe('backgroundImage');
    expect(img.classList.contains(BACKGROUND_CLASS)).toBe(true);
    expect(frame.style.getPropertyValue('background-size')).toBe('cover');
    expect(frame.getAttribute('role')).toBe('img');
    expect(frame.getAttribute('aria-label')).toBe('A red door');
    img.dispatchEvent(new Event('load'));
    expect(frame.style.getPropertyValue('background-image')).toContain('/cdn/door.jpg?format=');
    cleanup();
    server.restore();
    expect(frame.hasAttribute('style')).toBe(false);
    expect(frame.hasAttribute('role')).toBe(false);
    expect(img.classList.contains(BACKGROUND_CLASS)).toBe(false);
  });

  it('advanced positioning centres the focal point in the measured frame; fixed ratio uses percent', () => {
    const advanced = frameWith({
      'data-use-advanced-positioning': 'true',
      'data-image-focal-point': '0.6,0.5',
    });
    vi.spyOn(advanced.frame, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 500, height: 500 }),
    );
    attach(advanced.img);
    expect(advanced.img.getAttribute(POSITION_MODE_ATTRIBUTE)).toBe('objectPosition');
    // 1000 px drawn in 500: focal 600 px, shifted 350 of 500 px overflow = 70 %.
    expect(advanced.img.style.getPropertyValue('object-position')).toBe('70% 50%');
    const fixed = frameWith({
      'data-use-advanced-positioning': 'true',
      'data-fixed-ratio': 'true',
      'data-image-focal-point': '0.6,0.5',
    });
    attach(fixed.img);
    expect(fixed.img.style.getPropertyValue('object-position')).toBe('60% 50%');
  });

  it('logs the spec words for a missing image and a missing root, touching nothing else', () => {
    const error = vi.spyOn(imageLog, 'error').mockImplementation(() => {});
    const log = mockLogger();
    const settings = readImageSettings(frameWith({}).img);
    if (!settings.ok) throw new Error(settings.error);
    attachImage(null, settings.value, {
      server: new ServerDom(document.body),
      signal: new AbortController().signal,
      log,
    });
    expect(log.error).toHaveBeenCalledWith('No image');
    expect(loadableImagesIn(null)).toEqual([]);
    expect(error).toHaveBeenCalledWith('No root node');
    expect(() => readImageGroup(null)).toThrow(new BlockSkip('No root node'));
    expect(() => readLoadableImage(undefined)).toThrow(new BlockSkip('No image'));
    expect(() => readLoadableImage(document.createElement('div'))).toThrow(
      'Element is not a valid image element',
    );
    expect(() => readImageGroup(document.createElement('div'))).toThrow('No images');
  });
});
