import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachImage } from '../../../src/images/image-loader';
import { readImageSettings, type ImageSettings } from '../../../src/images/image-settings';
import { StyleJournal } from '../../../src/images/style-journal';
import { whenInDocument } from '../../../src/images/wait-for-node';
import { ServerDom } from '../../../src/runtime/server-dom';
import { FakeIntersectionObserver } from '../support/fake-intersection-observer';
import { mockLogger } from '../support/mock-logger';

function settingsOf(img: HTMLImageElement): ImageSettings {
  const result = readImageSettings(img);
  if (!result.ok) throw new Error(result.error);
  return result.value;
}

/** An image as the platform writes it: loaded on approach (data-load="false"). */
function lazyImage(): HTMLImageElement {
  const img = document.createElement('img');
  img.setAttribute('data-src', '/cdn/a.jpg');
  img.setAttribute('data-load', 'false');
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

describe('Image loader: the box it reserves, what it measures, what it says', () => {
  function attach(
    img: HTMLImageElement,
    settings: Partial<ImageSettings> = {},
    signal?: AbortSignal,
  ) {
    const log = mockLogger();
    const server = new ServerDom(img.parentElement ?? img);
    const cleanup = attachImage(
      img,
      { ...settingsOf(img), ...settings },
      { server, signal: signal ?? new AbortController().signal, log },
    );
    return { log, server, cleanup };
  }

  function inFrame(img: HTMLImageElement, frameClass = ''): HTMLElement {
    const frame = document.createElement('div');
    frame.className = frameClass;
    frame.append(img);
    document.body.append(frame);
    return frame;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fits a contained image to its alignment; sizes an image in the flow unless it has a size', () => {
    const contained = lazyImage();
    inFrame(contained, 'content-fit');
    attach(contained, { load: false, fitAlignment: 'top' });
    expect(contained.className).toBe('sr-image--contain');
    expect(contained.style.getPropertyValue('object-position')).toBe('50% 0%');

    const unsized = lazyImage();
    unsized.removeAttribute('data-image-dimensions');
    inFrame(unsized, 'content-fill');
    attach(unsized, { load: false });
    expect(unsized.className).toBe('sr-image--cover sr-image--unsized');
    expect(unsized.style.getPropertyValue('aspect-ratio')).toBe('');

    const flowing = lazyImage();
    inFrame(flowing);
    attach(flowing, { load: false });
    expect([flowing.className, flowing.getAttribute('height')]).toEqual(['sr-image--sized', '500']);

    // The template's own width (or height) is its size: left alone.
    for (const own of ['width', 'height']) {
      const given = lazyImage();
      given.setAttribute(own, '40');
      inFrame(given);
      attach(given, { load: false });
      expect(given.className, own).toBe('');
      expect(
        given.getAttributeNames().filter((name) => ['width', 'height'].includes(name)),
      ).toEqual([own]);
    }
  });

  it('sizes from the box the observer saw, from its own box, else from its parent’s', () => {
    FakeIntersectionObserver.install();
    const rect = (width: number, height: number) => DOMRect.fromRect({ width, height });
    /** The `sizes` written for a lazy image of these boxes, loaded on the observer's entry or at once. */
    function sizesOf(own: DOMRect, seen: DOMRect | null, frameClass = '', dimensions = true) {
      const img = lazyImage();
      if (!dimensions) img.removeAttribute('data-image-dimensions');
      inFrame(img, frameClass).getBoundingClientRect = () => rect(640, 480);
      img.getBoundingClientRect = () => own;
      attach(img, seen ? {} : { load: true });
      if (seen)
        FakeIntersectionObserver.report(img, { isIntersecting: true, boundingClientRect: seen });
      return img.getAttribute('sizes');
    }
    expect(sizesOf(rect(300, 150), rect(500, 250), '', false)).toBe('500px');
    // A box of no width (reported before layout) is measured again.
    expect(sizesOf(rect(300, 150), rect(0, 0))).toBe('300px');
    // Not laid out yet (a zero box): its frame's width.
    expect(sizesOf(rect(0, 0), null)).toBe('640px');
    // A 2:1 image filling that 640×480 frame is drawn 960 wide.
    expect(sizesOf(rect(0, 0), null, 'content-fill')).toBe('960px');
  });

  it('ignores an observation of an image not in view', () => {
    FakeIntersectionObserver.install();
    const img = lazyImage();
    inFrame(img);
    attach(img);
    FakeIntersectionObserver.report(img, { isIntersecting: false });
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('data-sr-image')).toBe('waiting');
  });

  it('counts one pixel per CSS pixel when the visitor asks to save data, unless told not to', () => {
    vi.stubGlobal('devicePixelRatio', 2);
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    try {
      const load = (settings: Partial<ImageSettings>) => {
        const img = lazyImage();
        inFrame(img);
        img.getBoundingClientRect = () => DOMRect.fromRect({ width: 300, height: 150 });
        attach(img, { load: true, ...settings });
        return img.getAttribute('data-image-resolution');
      };
      expect(load({})).toBe('300w');
      expect(load({ allowSaveData: false })).toBe('750w');
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('warns with the URL that failed, and says nothing of one that loaded', () => {
    const img = lazyImage();
    inFrame(img);
    img.getBoundingClientRect = () => DOMRect.fromRect({ width: 300, height: 150 });
    const { log } = attach(img, { load: true });
    img.dispatchEvent(new Event('error'));
    // The URL the browser tried (currentSrc), absolute.
    const tried = new URL('/cdn/a.jpg?format=300w', window.location.href).href;
    expect(log.warn.mock.calls).toEqual([[`Image failed to load: ${tried}`]]);

    const fine = lazyImage();
    inFrame(fine);
    const other = attach(fine, { load: true });
    fine.dispatchEvent(new Event('load'));
    expect(fine.getAttribute('data-sr-image')).toBe('loaded');
    expect(other.log.warn).not.toHaveBeenCalled();
  });

  it('follows a server-sized image: waits for one still without a source, fails one with no pixels', () => {
    const serverSized = (complete: boolean, src: string | null) => {
      const img = document.createElement('img');
      img.setAttribute('srcset', '/a.jpg?format=300w 300w');
      img.setAttribute('data-image-dimensions', '1000x500');
      if (src !== null) img.setAttribute('src', src);
      Object.defineProperty(img, 'complete', { value: complete });
      Object.defineProperty(img, 'naturalWidth', { value: 0 });
      inFrame(img);
      attach(img, { load: true });
      return img;
    };
    // The server's image is its own size: the loader adds none.
    const waiting = serverSized(true, null);
    expect(waiting.getAttribute('data-sr-image')).toBe('loading');
    expect([waiting.className, waiting.getAttribute('width')]).toEqual(['loading', null]);
    expect(serverSized(true, '/a.jpg').getAttribute('data-sr-image')).toBe('failed');
  });

  it('does nothing once the block is gone: no load, no error for an image never added', async () => {
    vi.useFakeTimers();
    const abort = new AbortController();
    const detached = lazyImage();
    const { log } = attach(detached, { load: true }, abort.signal);
    abort.abort();
    await vi.advanceTimersByTimeAsync(2000);
    expect(log.error).not.toHaveBeenCalled();
    vi.useRealTimers();

    // Loaded where visibility cannot be observed, after the block went.
    vi.stubGlobal('IntersectionObserver', undefined);
    const stopped = new AbortController();
    const img = lazyImage();
    inFrame(img);
    attach(img, {}, stopped.signal);
    stopped.abort();
    await Promise.resolve();
    expect(img.getAttribute('src')).toBeNull();

    // Events after the block went change nothing.
    const loading = lazyImage();
    inFrame(loading);
    const later = new AbortController();
    const { log: laterLog } = attach(loading, { load: true }, later.signal);
    later.abort();
    loading.dispatchEvent(new Event('load'));
    loading.dispatchEvent(new Event('error'));
    expect(loading.getAttribute('data-sr-image')).toBe('loading');
    expect(laterLog.warn).not.toHaveBeenCalled();

    // A block already gone touches nothing.
    const untouched = lazyImage();
    inFrame(untouched, 'content-fill');
    attach(untouched, { load: true }, AbortSignal.abort());
    expect(untouched.getAttributeNames()).toEqual([
      'data-src',
      'data-load',
      'data-image-dimensions',
    ]);
  });
});
