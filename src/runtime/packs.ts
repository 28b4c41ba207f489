import { assetBaseUrl, coreNonce } from './assets';
import { builtPackManifest, NO_PACK_MANIFEST, type PackManifest } from './pack-manifest';
import { afterNextPaint, yieldToBrowser } from './scheduler';
import * as dom from '../lib/dom';

/** One attempt to fetch a pack file gives up after this long; the retry gets as long again. */
export const PACK_LOAD_TIMEOUT_MS = 10_000;

/**
 * The tag in a built pack's file name: the first characters of its digest, made safe for a URL
 * (scripts/build.mjs, fileTag, names the files the same way).
 */
export function packFileTag(digest: string): string {
  return digest.slice(0, 10).replace(/\+/g, '-').replace(/\//g, '_');
}

/**
 * Lazy packs are files beside the core: `packs/<name>.<tag>.js` for the packs the build made (a
 * built pack's styles travel inside it), `packs/<name>.js` and `.css` for a template's own.
 */
export function packUrl(
  name: string,
  attempt: number,
  base = assetBaseUrl(),
  ext: 'js' | 'css' = 'js',
  manifest: PackManifest = builtPackManifest(),
): string {
  const digest = manifest.digests[name];
  const file = digest && ext === 'js' ? `${name}.${packFileTag(digest)}` : encodeURIComponent(name);
  const url = new URL(`packs/${file}.${ext}`, base);
  // A second attempt bypasses a cached failure; the same file, so the same integrity.
  if (attempt > 0) url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** The integrity of a built pack's script; none for a pack the build did not make. */
export function packIntegrity(
  name: string,
  manifest: PackManifest = builtPackManifest(),
): string | undefined {
  const digest = manifest.digests[name];
  return digest ? `sha256-${digest}` : undefined;
}

/**
 * Asks the browser to check a file against its integrity. Subresource integrity needs a CORS
 * fetch: `anonymous` sends no cookies, and a CDN on another host must answer with
 * Access-Control-Allow-Origin.
 */
function checkIntegrity(element: HTMLScriptElement, integrity?: string): void {
  if (!integrity) return;
  element.integrity = integrity;
  element.crossOrigin = 'anonymous';
}

/**
 * Why a file with an integrity did not load: the browser reports an integrity failure as a plain
 * error, but its resource timing shows that the server did answer it (responseStatus, Chromium
 * 109 and later).
 */
function loadFailure(src: string, integrity?: string): string {
  const entries = performance.getEntriesByName?.(src) ?? [];
  const answered = (entries[entries.length - 1] as { responseStatus?: number } | undefined)
    ?.responseStatus;
  if (integrity && answered !== undefined && answered >= 200 && answered < 300) {
    return `${src} is not the file this build made: its bytes do not match ${integrity}`;
  }
  return `Could not load ${src}`;
}

/** Cancels the loads still under way: reset() calls them, so destroy() leaves no timer behind. */
type Cancellers = Set<() => void>;

/** A load that destroy() stopped: not retried, not worth a warning. */
class LoadStopped extends Error {
  override name = 'LoadStopped';
}

/** Loads a script; rejects on error, after the time-out, or when cancelled. */
function loadScript(
  src: string,
  doc: Document,
  timeoutMs: number,
  cancellers: Cancellers,
  urgent: boolean,
  integrity?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = dom.create('script', doc);
    const timer = setTimeout(() => {
      settle();
      reject(new Error(`${src} did not load within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const cancel = (): void => {
      settle();
      reject(new LoadStopped(`Loading ${src} was stopped by destroy()`));
    };
    const settle = (): void => {
      clearTimeout(timer);
      cancellers.delete(cancel);
      script.onload = script.onerror = null;
    };
    cancellers.add(cancel);
    checkIntegrity(script, integrity);
    script.src = src;
    script.async = true;
    // A script the core adds is fetched at low priority; one the first screen waits for is not.
    if (urgent) script.setAttribute('fetchpriority', 'high');
    script.dataset.srPack = '';
    script.onload = () => {
      settle();
      resolve();
    };
    script.onerror = () => {
      settle();
      script.remove();
      reject(new Error(loadFailure(src, integrity)));
    };
    dom.head(doc).appendChild(script);
  });
}

/**
 * Loads a template pack's stylesheet file; settles (never rejects) once it has loaded, failed,
 * timed out or been cancelled.
 */
function loadStylesheet(
  href: string,
  doc: Document,
  timeoutMs: number,
  cancellers: Cancellers,
): Promise<void> {
  return new Promise((resolve) => {
    const link = dom.create('link', doc);
    const cancel = (): void => done();
    const done = (problem?: string): void => {
      clearTimeout(timer);
      cancellers.delete(cancel);
      link.onload = link.onerror = null;
      // Unstyled beats absent: the block still mounts, and the console says why it looks wrong.
      if (problem) console.warn(`[site-runtime] ${href} ${problem}`);
      resolve();
    };
    const timer = setTimeout(() => done(`did not load within ${timeoutMs / 1000} s`), timeoutMs);
    cancellers.add(cancel);
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.srPack = '';
    link.onload = () => done();
    link.onerror = () => done('could not be loaded');
    dom.head(doc).appendChild(link);
  });
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}

/** Whether `doc` can adopt a constructed stylesheet (every browser since 2023). */
function canAdopt(doc: Document): boolean {
  return (
    Array.isArray(dom.adoptedStyleSheets(doc)) &&
    typeof CSSStyleSheet === 'function' &&
    typeof CSSStyleSheet.prototype.replaceSync === 'function'
  );
}

export interface PackOptions {
  /** The pack has a stylesheet (`packs/<name>.css`), attached before the pack starts. */
  stylesheet?: boolean;
  /**
   * The same styles as text, adopted as a constructed stylesheet before the pack starts where the
   * browser can (a strict style-src allows it): no request, so no round trip after the script.
   */
  css?: string;
}

interface Registration {
  needs: readonly string[];
  start: () => void;
  stylesheet: boolean;
  css: string | null;
}

/**
 * Loads each pack once. Every pack file is wrapped (by the build) in
 * `SiteRuntime.registerPack(name, needs, start)`, so files can arrive in any order and in parallel:
 * a pack starts, in a task of its own, only once the packs it needs (React, say) have started. It
 * registers its blocks with `registerBlock`, and whatever else it offers with `definePack`; `load`
 * resolves with those exports. A fetch that fails or hangs is retried once.
 */
export class PackLoader {
  private readonly loads = new Map<string, Promise<unknown>>();
  /** Kept across destroy()/init(): a pack's code, once run, stays valid. */
  private readonly exports = new Map<string, unknown>();
  private readonly registrations = new Map<string, Registration>();
  private readonly started = new Set<string>();
  /** Packs whose start continues in later tasks (define() with a promise). */
  private readonly startsUnderWay = new Map<string, Promise<void>>();
  /** Constructed stylesheets, by pack: kept across destroy()/init(), adopted again by a load. */
  private readonly sheets = new Map<string, CSSStyleSheet>();
  /** The same styles in <style> elements, by pack, where the browser cannot adopt a sheet. */
  private readonly styleElements = new Map<string, HTMLStyleElement>();
  private readonly cancellers: Cancellers = new Set();
  /** The wait before the first fetch (see pageLoader), started by the first fetch. */
  private firstFetchGate: Promise<void> | null = null;
  /** Packs the first screen needs: fetched at once, without that wait. */
  private readonly hurried = new Set<string>();
  /** Lets a fetch waiting for the gate go at once (hurry()). */
  private readonly gateWaiters = new Map<string, () => void>();
  /** Counts reset()s, so a fetch that waited through one knows it was stopped. */
  private resets = 0;

  constructor(
    private readonly doc: Document = document,
    private readonly timeoutMs = PACK_LOAD_TIMEOUT_MS,
    /** What the first fetch waits for; nothing by default. */
    private readonly beforeFirstFetch: (() => Promise<void>) | null = null,
    /** What the build knows of the packs' needs before their files arrive. */
    private readonly manifest: PackManifest = NO_PACK_MANIFEST,
  ) {}

  /** Called by a pack file as it is evaluated. */
  register(
    name: string,
    needs: readonly string[],
    start: () => void,
    options: PackOptions = {},
  ): void {
    if (!this.registrations.has(name)) {
      this.registrations.set(name, {
        needs,
        start,
        stylesheet: options.stylesheet === true,
        css: typeof options.css === 'string' ? options.css : null,
      });
    }
  }

  /**
   * Called by a pack (as it starts) with what it offers; the pack then counts as started. A pack
   * whose start is cut into several tasks (React's modules, each evaluated in a task of its own)
   * passes a promise of its exports: it counts as started, and the packs that need it start, when
   * that resolves.
   */
  define(name: string, exports: unknown): void {
    if (isPromiseLike(exports)) {
      const underWay = Promise.resolve(exports).then((value) => this.define(name, value));
      // Awaited (and reported) by the start that runs the pack; a stray one must not go unhandled.
      underWay.catch(() => undefined);
      this.startsUnderWay.set(name, underWay);
      return;
    }
    this.exports.set(name, exports);
    this.started.add(name);
  }

  /** What the pack defined, if it has started; undefined otherwise. */
  peek<Exports>(name: string): Exports | undefined {
    return this.started.has(name) ? (this.exports.get(name) as Exports) : undefined;
  }

  /** True when the pack has started and its stylesheet, if it has one, is on the page. */
  ready(name: string): boolean {
    return this.started.has(name) && !this.stylesheetMissing(name);
  }

  /**
   * Loads a pack once; `urgent` (a pack the first screen needs) fetches it, and what it needs, at
   * once rather than after the first paint.
   */
  load<Exports = unknown>(name: string, urgent = false): Promise<Exports> {
    if (urgent) this.hurry(name);
    if (this.ready(name)) return Promise.resolve(this.exports.get(name) as Exports);
    let pending = this.loads.get(name);
    if (!pending) {
      // A pack that started before a destroy() only needs its stylesheet back.
      pending = this.started.has(name) ? this.restyle(name) : this.fetchAndStart(name);
      this.loads.set(name, pending);
      // Fetched alongside rather than once this pack's file has named them. A need that fails
      // fails this pack's start, which awaits it again.
      this.manifest.needs[name]?.forEach((need) => void this.load(need).catch(() => undefined));
      // A pack whose file could not be fetched is fetched again once the visitor acts or the
      // browser is back online: one who was offline when a pack was first wanted can still send
      // the form later, while the page's other blocks of that pack fail with the first pair of
      // attempts instead of fetching it again each. One that arrived and failed as it started is
      // not run twice.
      const settled = pending;
      settled.catch(() => {
        if (this.loads.get(name) === settled && !this.registrations.has(name)) {
          this.forgetOnNextChance(name, settled);
        }
      });
    }
    return pending as Promise<Exports>;
  }

  /** Lets the next load fetch a failed pack again, once the visitor acts or is back online. */
  private forgetOnNextChance(name: string, failed: Promise<unknown>): void {
    const events = ['pointerdown', 'keydown', 'online'] as const;
    const forget = (): void => {
      events.forEach((type) => window.removeEventListener(type, forget, true));
      if (this.loads.get(name) === failed) this.loads.delete(name);
    };
    events.forEach((type) => window.addEventListener(type, forget, true));
  }

  /**
   * Marks `name` and what it needs as urgent, and lets their fetches go if they are waiting. Only
   * the build's own packs (PackManifest.packs).
   */
  private hurry(name: string): void {
    if (this.hurried.has(name) || !(name in this.manifest.digests)) return;
    this.hurried.add(name);
    this.gateWaiters.get(name)?.();
    this.manifest.needs[name]?.forEach((need) => this.hurry(need));
  }

  /**
   * `load` for a feature that needs what the pack defined (InitialiserContext.loadPack): rejects
   * when the pack ran but defined nothing, instead of handing the feature `undefined`.
   */
  loadExports<Exports>(name: string, urgent = false): Promise<Exports> {
    return this.load<Exports | undefined>(name, urgent).then((exports) => {
      if (exports === undefined) throw new Error(`Pack "${name}" defined no exports`);
      return exports;
    });
  }

  /**
   * Forgets pending loads and removes the pack scripts and stylesheets, so destroy() leaves nothing
   * behind. Packs that started stay started; their stylesheets come back when they are loaded again.
   */
  reset(): void {
    this.resets += 1;
    Array.from(this.cancellers).forEach((cancel) => cancel());
    this.loads.clear();
    this.hurried.clear();
    this.gateWaiters.forEach((release) => release());
    this.gateWaiters.clear();
    if (this.sheets.size > 0) {
      const ours = new Set<CSSStyleSheet>(this.sheets.values());
      dom.setAdoptedStyleSheets(
        dom.adoptedStyleSheets(this.doc).filter((sheet) => !ours.has(sheet)),
        this.doc,
      );
    }
    dom.queryAll(this.doc, '[data-sr-pack]').forEach((element) => element.remove());
  }

  /** Where this build's file of a pack is (packUrl). */
  private url(name: string, attempt: number, ext: 'js' | 'css' = 'js'): string {
    return packUrl(name, attempt, assetBaseUrl(), ext, this.manifest);
  }

  private stylesheetMissing(name: string): boolean {
    const sheet = this.sheets.get(name);
    if (sheet) return !dom.adoptedStyleSheets(this.doc).includes(sheet);
    const style = this.styleElements.get(name);
    if (style) return !style.isConnected;
    if (!this.registrations.get(name)?.stylesheet) return false;
    const href = this.url(name, 0, 'css');
    return !dom
      .queryAll<HTMLLinkElement>(this.doc, 'link[data-sr-pack]')
      .some((link) => link.href === href);
  }

  /**
   * Puts a pack's styles on the page: its constructed stylesheet at once where the browser can
   * adopt one, else its stylesheet file (the promise settles when that has loaded).
   */
  private applyStyles(name: string): Promise<void> | null {
    const registration = this.registrations.get(name);
    if (!registration) return null;
    const { css } = registration;
    if (css !== null && canAdopt(this.doc)) {
      let sheet = this.sheets.get(name);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        this.sheets.set(name, sheet);
      }
      const adopted = dom.adoptedStyleSheets(this.doc);
      if (!adopted.includes(sheet)) {
        dom.setAdoptedStyleSheets([...adopted, sheet], this.doc);
      }
      return null;
    }
    if (css !== null) {
      // A browser that cannot adopt a sheet gets the same text, checked with the pack's script,
      // in a <style> with the core's nonce (a strict CSP allows what carries it).
      let style = this.styleElements.get(name);
      if (!style) {
        style = dom.create('style', this.doc);
        style.nonce = coreNonce();
        style.textContent = css;
        style.dataset.srPack = '';
        this.styleElements.set(name, style);
      }
      if (!style.isConnected) dom.head(this.doc).appendChild(style);
      return null;
    }
    if (!registration.stylesheet) return null;
    return loadStylesheet(this.url(name, 0, 'css'), this.doc, this.timeoutMs, this.cancellers);
  }

  private async restyle(name: string): Promise<unknown> {
    if (this.stylesheetMissing(name)) await this.applyStyles(name);
    return this.exports.get(name);
  }

  private async fetchAndStart(name: string): Promise<unknown> {
    if (!this.registrations.has(name)) await this.fetch(name);
    const registration = this.registrations.get(name);
    if (!registration) throw new Error(`Pack "${name}" loaded but did not register itself`);
    // The stylesheet arrives with the packs this one needs, so the block never shows unstyled.
    await Promise.all([
      ...registration.needs.map((need) => this.load(need, this.hurried.has(name))),
      this.applyStyles(name),
    ]);
    // Each pack's code runs in a task of its own, so no single task evaluates several packs.
    await yieldToBrowser();
    if (!this.started.has(name)) {
      try {
        registration.start();
        const underWay = this.startsUnderWay.get(name);
        if (underWay) await underWay;
      } catch (error) {
        throw new Error(
          `Pack "${name}" failed while starting: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      } finally {
        this.startsUnderWay.delete(name);
      }
      this.started.add(name);
    }
    return this.exports.get(name);
  }

  private async fetch(name: string): Promise<void> {
    if (this.beforeFirstFetch && !this.hurried.has(name)) {
      const resets = this.resets;
      this.firstFetchGate ??= this.beforeFirstFetch();
      await Promise.race([
        this.firstFetchGate,
        new Promise<void>((release) => this.gateWaiters.set(name, release)),
      ]);
      this.gateWaiters.delete(name);
      if (this.resets !== resets) {
        throw new LoadStopped(`Loading pack "${name}" was stopped by destroy()`);
      }
    }
    try {
      await loadScript(
        this.url(name, 0),
        this.doc,
        this.timeoutMs,
        this.cancellers,
        this.hurried.has(name),
        packIntegrity(name, this.manifest),
      );
    } catch (first) {
      if (first instanceof LoadStopped) throw first;
      // The first attempt may still arrive late and register; that is as good as the retry.
      if (this.registrations.has(name)) return;
      try {
        await loadScript(
          this.url(name, 1),
          this.doc,
          this.timeoutMs,
          this.cancellers,
          this.hurried.has(name),
          packIntegrity(name, this.manifest),
        );
      } catch (second) {
        throw new Error(
          `Pack "${name}" failed to load after a retry: ${describe(first)}; ${describe(second)}`,
        );
      }
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Where the page's loader is kept: on the window, not in this module, because the `features` pack
 * bundles its own copy of this module (for the lazy UI and the request wrapper) and must find the
 * core's loader, which holds every pack's registration.
 */
const PAGE_LOADER = Symbol.for('site-runtime:page-loader');

/**
 * The page's one pack loader: the runtime's, and the one the lazy UI (src/ui/lazy.ts) and the
 * request wrapper (src/request/lazy-request.ts) load their packs through, so that all see the same
 * packs.
 */
export function pageLoader(): PackLoader {
  const holder = window as Window & { [PAGE_LOADER]?: PackLoader };
  // Packs are not needed for the first paint: fetched before it, they would share the network with
  // the page's own resources and its LCP image. Those the first screen needs go at once (hurry).
  holder[PAGE_LOADER] ??= new PackLoader(
    document,
    PACK_LOAD_TIMEOUT_MS,
    afterNextPaint,
    builtPackManifest(),
  );
  return holder[PAGE_LOADER];
}
