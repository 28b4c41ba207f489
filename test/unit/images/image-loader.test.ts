import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachImage } from '../../../src/images/image-loader';
import { readImageSettings, type ImageSettings } from '../../../src/images/image-settings';
import { StyleJournal } from '../../../src/images/style-journal';
import { whenInDocument } from '../../../src/images/wait-for-node';
import { ServerDom } from '../../../src/runtime/server-dom';
import { mockLogger } from '../support/mock-logger';

function settingsOf(img: HTMLImageElement): ImageSettings {
  const result = readImageSettings(img);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

function lazyImage(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('data-src', '/cdn/a.jpg');
  img.setAttribute('data-image-dimensions', '1000x500');
  return img;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Image loader', () => {
  it('loads at once where visibility cannot be observed', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const img = lazyImage();
    document.body.append(img);
    const cleanup = attachImage(img, settingsOf(img), {
      server: new ServerDom(img),
      signal: new AbortController().signal,
      log: mockLogger(),
    });
    expect(img.getAttribute('src')).toBeNull();
    await Promise.resolve();
    expect(img.getAttribute('src')).toMatch(/\/cdn\/a\.jpg\?format=\d+w$/);
    cleanup();
  });

  it('waits for an image that is not in the document yet, up to 100 tries of 10 ms', async () => {
    vi.useFakeTimers();
    const img = lazyImage();
    const log = mockLogger();
    const server = new ServerDom(img);
    attachImage(
      img,
      { ...settingsOf(img), load: true },
      { server, signal: new AbortController().signal, log },
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(img.getAttribute('src')).toBeNull();
    document.body.append(img);
    await vi.advanceTimersByTimeAsync(10);
    expect(img.getAttribute('src')).toMatch(/format=/);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('logs "Image element has no parentNode" when the image never arrives', async () => {
    vi.useFakeTimers();
    const img = lazyImage();
    const log = mockLogger();
    attachImage(
      img,
      { ...settingsOf(img), load: true },
      {
        server: new ServerDom(img),
        signal: new AbortController().signal,
        log,
      },
    );
    await vi.advanceTimersByTimeAsync(99 * 10);
    expect(log.error).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(log.error).toHaveBeenCalledWith('Image element has no parentNode');
    expect(img.getAttribute('src')).toBeNull();
  });

  it('stops waiting for the node when the block unmounts', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const waiting = whenInDocument(document.createElement('img'), abort.signal);
    const outcome = expect(waiting).rejects.toThrow('Image loading was cancelled');
    abort.abort();
    await vi.advanceTimersByTimeAsync(10);
    await outcome;
  });

  it('skips a second load of an image already loading', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const img = lazyImage();
    document.body.append(img);
    const log = mockLogger();
    const context = { server: new ServerDom(img), signal: new AbortController().signal, log };
    const settings = { ...settingsOf(img), load: true as const };
    attachImage(img, settings, context);
    const first = img.getAttribute('src');
    attachImage(img, { ...settings, source: '/cdn/b.jpg' }, context);
    expect(img.getAttribute('src')).toBe(first);
    expect(log.debug).toHaveBeenCalledWith('Image skipped: it is already loading');
    attachImage(img, { ...settings, source: '/cdn/b.jpg', allowConcurrentLoads: true }, context);
    expect(img.getAttribute('src')).toMatch(/\/cdn\/b\.jpg/);
  });

  it('with load false, reserves the box and loads nothing', () => {
    const img = lazyImage();
    document.body.append(img);
    attachImage(
      img,
      { ...settingsOf(img), load: false },
      {
        server: new ServerDom(img),
        signal: new AbortController().signal,
        log: mockLogger(),
      },
    );
    expect(img.getAttribute('width')).toBe('1000');
    expect(img.getAttribute('src')).toBeNull();
    expect(img.hasAttribute('data-sr-image')).toBe(false);
  });

  it('gives a cropped image its shape for a frame without a height, and takes it back', () => {
    const frame = document.createElement('div');
    frame.className = 'content-fill';
    const img = lazyImage();
    img.setAttribute('data-image-focal-point', '0.25,0.75');
    frame.append(img);
    document.body.append(frame);
    const server = new ServerDom(frame);
    const cleanup = attachImage(
      img,
      { ...settingsOf(img), load: false },
      { server, signal: new AbortController().signal, log: mockLogger() },
    );
    expect(img.classList.contains('sr-image--cover')).toBe(true);
    expect(img.style.getPropertyValue('aspect-ratio')).toMatch(/^1000 \/ 500$/);
    expect(img.style.getPropertyValue('object-position')).toBe('25% 75%');
    cleanup();
    server.restore();
    expect(img.hasAttribute('style')).toBe(false);
    expect(img.classList.contains('sr-image--cover')).toBe(false);
    frame.remove();
  });
});

describe('Image loader: the device pixel ratio (widgets.md section 9)', () => {
  /** A lazy 1000×500 image drawn 300 CSS px wide, loaded at once on a screen of `ratio`. */
  function loadAtRatio(ratio: number, options: Partial<ImageSettings> = {}) {
    vi.stubGlobal('devicePixelRatio', ratio);
    const img = lazyImage();
    img.getBoundingClientRect = () => DOMRect.fromRect({ width: 300, height: 150 });
    document.body.append(img);
    attachImage(
      img,
      { ...settingsOf(img), load: true, ...options },
      { server: new ServerDom(img), signal: new AbortController().signal, log: mockLogger() },
    );
    return {
      src: img.getAttribute('src'),
      sizes: img.getAttribute('sizes'),
      resolution: img.getAttribute('data-image-resolution'),
    };
  }

  it('asks the CDN for the width that covers the drawn width times the ratio', () => {
    // The ladder for a 1000 px image: 100, 300, 500, 750, 1000.
    expect(loadAtRatio(1)).toEqual({
      src: '/cdn/a.jpg?format=300w',
      sizes: '300px',
      resolution: '300w',
    });
    expect(loadAtRatio(2)).toEqual({
      src: '/cdn/a.jpg?format=750w',
      sizes: '300px',
      resolution: '750w',
    });
    expect(loadAtRatio(3).resolution).toBe('1000w');
  });

  it('counts the ratio within dprMin and dprMax, and 1 when the ratio is unknown', () => {
    // A 2x screen capped at 1: `sizes` halves, so the browser, which doubles it, picks 300w.
    expect(loadAtRatio(2, { dprMax: 1 })).toEqual({
      src: '/cdn/a.jpg?format=300w',
      sizes: '150px',
      resolution: '300w',
    });
    expect(loadAtRatio(1, { dprMin: 2 }).resolution).toBe('750w');
    expect(loadAtRatio(0).resolution).toBe('300w');
  });
});

describe('Style journal', () => {
  it('puts CSSOM properties back, and drops a style attribute the element did not have', () => {
    document.body.innerHTML =
      '<img id="a"><img id="b" style="object-position: 10% 10%; opacity: 0.5">';
    const [a, b] = Array.from(document.querySelectorAll('img'));
    const journal = new StyleJournal();
    journal.set(a as HTMLElement, 'object-position', '90% 10%');
    journal.set(b as HTMLElement, 'object-position', '50% 50%');
    journal.set(b as HTMLElement, 'object-position', '0% 0%');
    expect(a?.style.objectPosition).toBe('90% 10%');
    journal.restore();
    expect(a?.hasAttribute('style')).toBe(false);
    expect(b?.style.objectPosition).toBe('10% 10%');
    expect(b?.style.opacity).toBe('0.5');
  });
});
