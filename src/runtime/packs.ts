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

/** Loads each pack once per runtime life, retrying a failed load once. */
export class PackLoader {
  private readonly loads = new Map<string, Promise<void>>();

  constructor(private readonly doc: Document = document) {}

  load(name: string): Promise<void> {
    let pending = this.loads.get(name);
    if (!pending) {
      pending = loadScript(packUrl(name, 0), this.doc)
        .catch(() => loadScript(packUrl(name, 1), this.doc))
        .then(
          () => undefined,
          () => {
            throw new Error(`Pack "${name}" failed to load after a retry`);
          },
        );
      this.loads.set(name, pending);
    }
    return pending;
  }

  /** Forgets loads so a later init() starts clean; the pack's registrations stay in the registry. */
  reset(): void {
    this.loads.clear();
    this.doc.querySelectorAll('script[data-sr-pack]').forEach((script) => script.remove());
  }
}
