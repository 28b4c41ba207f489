import { assetBaseUrl } from './assets';

/** Lazy packs are IIFE files beside the core (`packs/<name>.js`) that register their blocks. */
export function packUrl(name: string, attempt: number, base = assetBaseUrl()): string {
  const url = new URL(`packs/${encodeURIComponent(name)}.js`, base);
  // A second attempt bypasses a cached failure.
  if (attempt > 0) url.searchParams.set('retry', String(attempt));
  return url.href;
}

function loadScript(src: string, doc: Document): Promise<HTMLScriptElement> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.srPack = '';
    script.onload = () => resolve(script);
    script.onerror = () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    doc.head.appendChild(script);
  });
}

/**
 * Loads each pack once, retrying a failed load once. A pack registers its blocks with
 * `registerBlock`, and whatever else it offers with `definePack(name, exports)`: `load` resolves
 * with those exports.
 */
export class PackLoader {
  private readonly loads = new Map<string, Promise<unknown>>();
  /** Kept across destroy()/init(): a pack's code, once run, stays valid. */
  private readonly exports = new Map<string, unknown>();

  constructor(private readonly doc: Document = document) {}

  define(name: string, exports: unknown): void {
    this.exports.set(name, exports);
  }

  load<Exports = unknown>(name: string): Promise<Exports> {
    if (this.exports.has(name)) return Promise.resolve(this.exports.get(name) as Exports);
    let pending = this.loads.get(name);
    if (!pending) {
      pending = loadScript(packUrl(name, 0), this.doc)
        .catch(() => loadScript(packUrl(name, 1), this.doc))
        .then(
          () => this.exports.get(name),
          () => {
            throw new Error(`Pack "${name}" failed to load after a retry`);
          },
        );
      this.loads.set(name, pending);
    }
    return pending as Promise<Exports>;
  }

  /**
   * `load` for a feature that needs what the pack defined (InitialiserContext.loadPack): rejects
   * when the script ran but defined nothing, instead of handing the feature `undefined`.
   */
  loadExports<Exports>(name: string): Promise<Exports> {
    return this.load<Exports | undefined>(name).then((exports) => {
      if (exports === undefined) throw new Error(`Pack "${name}" defined no exports`);
      return exports;
    });
  }

  /** Forgets pending loads and removes the script elements, so destroy() leaves nothing behind. */
  reset(): void {
    this.loads.clear();
    this.doc.querySelectorAll('script[data-sr-pack]').forEach((script) => script.remove());
  }
}
