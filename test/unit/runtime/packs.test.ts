import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACK_LOAD_TIMEOUT_MS, PackLoader } from '../../../src/runtime/packs';
import { afterNextPaint, NEXT_PAINT_TIMEOUT_MS } from '../../../src/runtime/scheduler';

// happy-dom runs no pack script: with file loading disabled it reports each one as loaded, as a
// browser does for a script that ran without registering. A test stands in for the pack file by
// calling `register` itself, as the build's wrapper does when the file is evaluated.

const packFiles = (selector = 'script[data-sr-pack]') =>
  Array.from(document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(selector), (element) =>
    new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname.replace(
      /^.*\/packs\//,
      '',
    ),
  );

let loader: PackLoader;

/** A document whose head is outside the page: its scripts never load, as a request never answered. */
function documentWithDetachedHead(): { detachedHead: HTMLHeadElement; doc: Document } {
  const detachedHead = document.createElement('head');
  const doc = {
    head: detachedHead,
    createElement: document.createElement.bind(document),
    querySelectorAll: detachedHead.querySelectorAll.bind(detachedHead),
  } as unknown as Document;
  return { detachedHead, doc };
}

afterEach(() => {
  loader.reset();
  vi.useRealTimers();
});

/** A digest for packs whose file names these tests do not look at. */
const DIGEST = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
describe('PackLoader.loadExports (InitialiserContext.loadPack)', () => {
  it('resolves with what the pack defined, without fetching it again once defined', async () => {
    loader = new PackLoader(document);
    const exports = { show: () => 'shown' };
    loader.define('banner', exports);
    await expect(loader.loadExports('banner')).resolves.toBe(exports);
    expect(packFiles()).toEqual([]);
  });

  it('rejects when the pack started but defined nothing', async () => {
    loader = new PackLoader(document);
    loader.register('silent', [], () => undefined);
    await expect(loader.loadExports('silent')).rejects.toThrow(
      new Error('Pack "silent" defined no exports'),
    );
  });

  it('rejects, naming the pack, when its file ran without registering itself', async () => {
    loader = new PackLoader(document);
    await expect(loader.load('stray')).rejects.toThrow(
      new Error('Pack "stray" loaded but did not register itself'),
    );
    expect(packFiles()).toEqual(['stray.js']);
  });

  it('fetches a pack once for any number of callers', async () => {
    loader = new PackLoader(document);
    const loads = [loader.loadExports('once'), loader.loadExports('once')];
    expect(packFiles()).toEqual(['once.js']);
    await Promise.allSettled(loads);
  });
});

describe('PackLoader: packs that need other packs', () => {
  it('starts a pack only after the packs it needs, each once, and resolves with its exports', async () => {
    loader = new PackLoader(document);
    const started: string[] = [];
    loader.register('base', [], () => {
      started.push('base');
      loader.define('base', { name: 'base' });
    });
    loader.register('left', ['base'], () => {
      started.push('left');
      loader.define('left', { name: 'left' });
    });
    loader.register('top', ['left', 'base'], () => {
      started.push('top');
      loader.define('top', { name: 'top' });
    });
    await expect(loader.load('top')).resolves.toEqual({ name: 'top' });
    expect(started).toEqual(['base', 'left', 'top']);
    expect(loader.ready('base')).toBe(true);
    // Registered before they were asked for: nothing was fetched.
    expect(packFiles()).toEqual([]);
  });

  it('fetches the packs it needs that have not arrived yet, in parallel', () => {
    loader = new PackLoader(document);
    loader.register('gallery', ['react', 'ui'], () => undefined);
    void loader.load('gallery').catch(() => undefined);
    return vi.waitFor(() => expect(packFiles().sort()).toEqual(['react.js', 'ui.js']));
  });

  it('rejects with the reason when a pack throws as it starts, and does not start it again', async () => {
    loader = new PackLoader(document);
    const start = vi.fn(() => {
      throw new Error('no window.matchMedia');
    });
    loader.register('broken', [], start);
    await expect(loader.load('broken')).rejects.toThrow(
      'Pack "broken" failed while starting: no window.matchMedia',
    );
    await expect(loader.load('broken')).rejects.toThrow('failed while starting');
    expect(start).toHaveBeenCalledTimes(1);
  });
});

describe('PackLoader: a pack whose start continues in later tasks', () => {
  it('counts as started, and starts the packs that need it, only once its promise resolves', async () => {
    loader = new PackLoader(document);
    const order: string[] = [];
    let finish: (exports: { render: string }) => void = () => undefined;
    loader.register('slow', [], () => {
      order.push('slow begins');
      loader.define(
        'slow',
        new Promise((resolve) => {
          finish = resolve;
        }),
      );
    });
    loader.register('user', ['slow'], () => {
      order.push('user starts');
      loader.define('user', { ok: true });
    });
    const user = loader.load('user');
    await vi.waitFor(() => expect(order).toEqual(['slow begins']));
    expect(loader.ready('slow')).toBe(false);
    expect(loader.peek('slow')).toBeUndefined();
    finish({ render: 'ready' });
    await expect(user).resolves.toEqual({ ok: true });
    expect(order).toEqual(['slow begins', 'user starts']);
    expect(loader.peek('slow')).toEqual({ render: 'ready' });
  });

  it('rejects with the reason when that promise rejects', async () => {
    loader = new PackLoader(document);
    loader.register('flaky', [], () => {
      loader.define('flaky', Promise.reject(new Error('react-dom would not evaluate')));
    });
    await expect(loader.load('flaky')).rejects.toThrow(
      'Pack "flaky" failed while starting: react-dom would not evaluate',
    );
    expect(loader.ready('flaky')).toBe(false);
  });
});

describe('PackLoader: time-outs', () => {
  it('retries a pack file that hangs, then rejects after the second time-out', async () => {
    vi.useFakeTimers();
    const { detachedHead, doc } = documentWithDetachedHead();
    loader = new PackLoader(doc);
    const load = loader.load('slow');
    const outcome = load.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    expect(detachedHead.querySelectorAll('script').length).toBe(1);
    await vi.advanceTimersByTimeAsync(PACK_LOAD_TIMEOUT_MS);
    // The first attempt gave up; the retry asks again with a cache-buster.
    expect(
      Array.from(detachedHead.querySelectorAll('script'), (script) => new URL(script.src).search),
    ).toContain('?retry=1');
    await vi.advanceTimersByTimeAsync(PACK_LOAD_TIMEOUT_MS);
    await expect(outcome).resolves.toMatch(
      /^Pack "slow" failed to load after a retry: .*slow\.js did not load within 10 s; .*slow\.js\?retry=1 did not load within 10 s$/,
    );
  });

  it('fetches a pack whose file could not be fetched again once back online, and starts it then', async () => {
    vi.useFakeTimers();
    const { detachedHead, doc } = documentWithDetachedHead();
    loader = new PackLoader(doc);
    const first = loader.load('request').catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(2 * PACK_LOAD_TIMEOUT_MS);
    await expect(first).resolves.toMatch(/^Pack "request" failed to load after a retry/);
    expect(detachedHead.querySelectorAll('script').length).toBe(2);

    // Until the visitor acts, other blocks of the pack share the failure and fetch nothing.
    await expect(loader.load('request')).rejects.toThrow(/failed to load after a retry/);
    expect(detachedHead.querySelectorAll('script').length).toBe(2);

    // Back online: the next load asks for the file again, and this time it arrives.
    window.dispatchEvent(new Event('online'));
    const second = loader.load('request');
    expect(detachedHead.querySelectorAll('script').length).toBe(3);
    const exports = { request: () => 'sent' };
    loader.register('request', [], () => loader.define('request', exports));
    detachedHead.querySelectorAll('script')[2]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    await expect(second).resolves.toBe(exports);
  });
  it('fetches a failed pack again after the visitor presses a key, not before', async () => {
    vi.useFakeTimers();
    const { detachedHead, doc } = documentWithDetachedHead();
    loader = new PackLoader(doc);
    const first = loader.load('request').catch(() => 'failed');
    await vi.advanceTimersByTimeAsync(2 * PACK_LOAD_TIMEOUT_MS);
    await expect(first).resolves.toBe('failed');
    void loader.load('request').catch(() => undefined);
    expect(detachedHead.querySelectorAll('script').length).toBe(2);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
    void loader.load('request').catch(() => undefined);
    expect(detachedHead.querySelectorAll('script').length).toBe(3);
  });
});

describe('PackLoader.reset (destroy())', () => {
  it('stops loads under way: no timer left, no retry, the load rejects as stopped', async () => {
    vi.useFakeTimers();
    const { detachedHead, doc } = documentWithDetachedHead();
    loader = new PackLoader(doc);
    const load = loader.load('hanging');
    expect(vi.getTimerCount()).toBe(1);
    loader.reset();
    await expect(load).rejects.toThrow(/hanging\.js was stopped by destroy\(\)$/);
    expect(vi.getTimerCount()).toBe(0);
    expect(detachedHead.querySelectorAll('script')).toHaveLength(0);
  });
});

describe('PackLoader: stylesheets', () => {
  it('attaches a pack’s stylesheet before it starts, and again after a reset', async () => {
    loader = new PackLoader(document);
    const linksWhenStarted: string[][] = [];
    loader.register(
      'styled',
      [],
      () => {
        linksWhenStarted.push(packFiles('link[data-sr-pack]'));
        loader.define('styled', {});
      },
      { stylesheet: true },
    );
    await loader.load('styled');
    expect(linksWhenStarted).toEqual([['styled.css']]);
    expect(loader.ready('styled')).toBe(true);

    // destroy(): the stylesheet goes with everything else; the pack's code stays started.
    loader.reset();
    expect(packFiles('link[data-sr-pack]')).toEqual([]);
    expect(loader.ready('styled')).toBe(false);
    await loader.load('styled');
    expect(packFiles('link[data-sr-pack]')).toEqual(['styled.css']);
    expect(linksWhenStarted).toHaveLength(1);
  });
});

describe('PackLoader: the manifest (what the build knows of the packs before they arrive)', () => {
  const manifest = {
    needs: { 'gallery-section': ['image'], lightbox: ['react', 'ui'] },
    digests: {
      'gallery-section': DIGEST,
      image: DIGEST,
      lightbox: DIGEST,
      react: DIGEST,
      ui: DIGEST,
    },
  };

  it('asks for a pack and every pack it needs at once, each once', async () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, null, manifest);
    const started: string[] = [];
    const loaded = loader.load('gallery-section');
    // gallery-section.js has not arrived to say that it needs the image pack.
    expect(packFiles().sort()).toEqual(['gallery-section.AAAAAAAAAA.js', 'image.AAAAAAAAAA.js']);

    // The files arrive and register themselves, as the build's wrapper does.
    for (const [name, needs] of [
      ['gallery-section', ['image']],
      ['image', []],
    ] as const) {
      loader.register(name, needs, () => {
        started.push(name);
        loader.define(name, {});
      });
    }
    await loaded;
    expect(started).toEqual(['image', 'gallery-section']);
    expect(packFiles().sort()).toEqual(['gallery-section.AAAAAAAAAA.js', 'image.AAAAAAAAAA.js']);
  });

  it('fetches a pack the manifest does not know as before: its needs once it has arrived', () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, null, manifest);
    void loader.load('accordion').catch(() => undefined);
    expect(packFiles()).toEqual(['accordion.js']);
  });

  it('waits for the first-fetch gate before asking for the needs too', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, () => gate, manifest);
    void loader.load('lightbox').catch(() => undefined);
    await Promise.resolve();
    expect(packFiles()).toEqual([]);
    open();
    await vi.waitFor(() =>
      expect(packFiles().sort()).toEqual([
        'lightbox.AAAAAAAAAA.js',
        'react.AAAAAAAAAA.js',
        'ui.AAAAAAAAAA.js',
      ]),
    );
  });
});

describe('PackLoader: the files the build made (content-addressed, with integrity)', () => {
  // A sha256 in base64, with a `+` and a `/` among its first ten characters.
  const codeDigest = 'Ab+9/Qz3Kp7XkR2mV8nT4wL6yH1cJ5eG0fD9sU3iO2E=';
  const manifest = { needs: {}, digests: { code: codeDigest } };

  it('fetches the file named after its digest (made safe for a URL), with its integrity, anonymously', () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, null, manifest);
    void loader.load('code').catch(() => undefined);
    const script = document.querySelector<HTMLScriptElement>('script[data-sr-pack]');
    expect(packFiles()).toEqual(['code.Ab-9_Qz3Kp.js']);
    expect(script?.getAttribute('integrity')).toBe(`sha256-${codeDigest}`);
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('fetches a pack the build did not make by its plain name, without an integrity', () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, null, manifest);
    void loader.load('my-template-block').catch(() => undefined);
    const script = document.querySelector<HTMLScriptElement>('script[data-sr-pack]');
    expect(packFiles()).toEqual(['my-template-block.js']);
    expect(script?.hasAttribute('integrity')).toBe(false);
    expect(script?.hasAttribute('crossorigin')).toBe(false);
  });
});

describe('PackLoader: packs the first screen needs (urgent loads)', () => {
  const manifest = {
    needs: { lightbox: ['react', 'ui'] },
    digests: { lightbox: DIGEST, react: DIGEST, ui: DIGEST, image: DIGEST },
  };
  const closedGate = () => new Promise<void>(() => undefined);
  const scriptOf = (name: string) =>
    document.querySelector<HTMLScriptElement>(
      `script[data-sr-pack][src$="/${name}.AAAAAAAAAA.js"]`,
    );

  it('fetches an urgent pack and what it needs at once, at high priority, past the first-paint gate', () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, closedGate, manifest);
    void loader.load('lightbox', true).catch(() => undefined);
    expect(packFiles().sort()).toEqual([
      'lightbox.AAAAAAAAAA.js',
      'react.AAAAAAAAAA.js',
      'ui.AAAAAAAAAA.js',
    ]);
    expect(scriptOf('lightbox')?.getAttribute('fetchpriority')).toBe('high');
    expect(scriptOf('react')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('lets a pack already waiting for the gate go when the first screen turns out to need it', async () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, closedGate, manifest);
    void loader.load('image').catch(() => undefined);
    await Promise.resolve();
    expect(packFiles()).toEqual([]);
    void loader.load('image', true).catch(() => undefined);
    await vi.waitFor(() => expect(packFiles()).toEqual(['image.AAAAAAAAAA.js']));
  });

  it("keeps a pack the build did not make behind the gate: a page's own script may register it after the core", async () => {
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, closedGate, manifest);
    void loader.load('templates-own', true).catch(() => undefined);
    await Promise.resolve();
    expect(packFiles()).toEqual([]);
  });
});

describe('PackLoader: styles carried in the pack file (a constructed stylesheet)', () => {
  const rules = '.sr-carried { color: rgb(1, 2, 3); }';
  const carried = () => {
    const probe = document.createElement('p');
    probe.className = 'sr-carried';
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  };

  it('adopts them before the pack starts, fetches no stylesheet, and takes them off at a reset', async () => {
    loader = new PackLoader(document);
    const colourWhenStarted: string[] = [];
    loader.register(
      'carrier',
      [],
      () => {
        colourWhenStarted.push(carried());
        loader.define('carrier', {});
      },
      { stylesheet: true, css: rules },
    );
    await loader.load('carrier');
    expect(colourWhenStarted).toEqual(['rgb(1, 2, 3)']);
    expect(packFiles('link[data-sr-pack]')).toEqual([]);
    expect(loader.ready('carrier')).toBe(true);

    loader.reset();
    expect(carried()).not.toBe('rgb(1, 2, 3)');
    expect(document.adoptedStyleSheets).toEqual([]);
    expect(loader.ready('carrier')).toBe(false);
    await loader.load('carrier');
    expect(carried()).toBe('rgb(1, 2, 3)');
    expect(document.adoptedStyleSheets).toHaveLength(1);
    expect(colourWhenStarted).toHaveLength(1);
  });

  it('where the document cannot adopt a sheet: the same text in a <style> with the core’s nonce, no file fetched; a template pack’s file is linked', async () => {
    const { detachedHead, doc } = documentWithDetachedHead();
    loader = new PackLoader(doc);
    loader.register('carrier', [], () => loader.define('carrier', {}), {
      stylesheet: true,
      css: rules,
    });
    loader.register('template-block', [], () => loader.define('template-block', {}), {
      stylesheet: true,
    });
    void loader.load('carrier');
    void loader.load('template-block');
    const styles = Array.from(detachedHead.querySelectorAll('style'), (style) => style.textContent);
    expect(styles).toEqual([rules]);
    const links = Array.from(detachedHead.querySelectorAll('link'), (link) => link.href);
    expect(links).toEqual([expect.stringMatching(/\/packs\/template-block\.css$/)]);
  });
});

describe('PackLoader: the wait before the first fetch (the page loader waits for a paint)', () => {
  it('fetches nothing until the wait is over, then every pack asked for meanwhile', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, () => gate);
    // happy-dom runs no pack file: each load rejects as not registered, which is not the point.
    const loads = [loader.load('first'), loader.load('second')].map((load) =>
      load.catch(() => undefined),
    );
    await Promise.resolve();
    expect(packFiles()).toEqual([]);
    open();
    await vi.waitFor(() => expect(packFiles().sort()).toEqual(['first.js', 'second.js']));
    await Promise.all(loads);
  });

  it('a destroy() during the wait stops the load: nothing is fetched afterwards', async () => {
    let open = (): void => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    loader = new PackLoader(document, PACK_LOAD_TIMEOUT_MS, () => gate);
    const load = loader.load('late');
    loader.reset();
    open();
    await expect(load).rejects.toThrow('Loading pack "late" was stopped by destroy()');
    expect(packFiles()).toEqual([]);
  });
});

describe('afterNextPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves in the task after the next frame', async () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(resolved).toBe(false);
    frames.forEach((frame) => frame(0));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`resolves after ${NEXT_PAINT_TIMEOUT_MS} ms on a page that draws no frame (a hidden tab)`, async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let resolved = false;
    void afterNextPaint().then(() => (resolved = true));
    await vi.advanceTimersByTimeAsync(NEXT_PAINT_TIMEOUT_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
