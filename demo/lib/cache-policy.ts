// How long a browser or CDN may keep a built file, as a production host of the runtime would say:
// a pack's file names carry a hash of its content (scripts/build.mjs), so a name never names other
// bytes and the file can be kept for good; the core keeps its stable name, so it is kept briefly
// and a new version reaches pages soon.

/** `<name>.<8 hex digits>.js|css|js.map` under packs/: a content-addressed pack file. */
const CONTENT_ADDRESSED = /^packs\/[\w-]+\.[0-9a-f]{8}\.(js|css|js\.map)$/;

/** A year, the longest max-age caches honour. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The core's stable name: a minute (so a rebuild shows soon), then asked again. */
export const SHORT = 'public, max-age=60';

/**
 * The Cache-Control for a file of dist/, by its path inside it; undefined for everything else
 * (the manifest, the types, the core's stylesheet), which the demo does not cache.
 */
export function cacheControlForBuiltFile(distPath: string): string | undefined {
  if (CONTENT_ADDRESSED.test(distPath)) return IMMUTABLE;
  if (distPath === 'site-runtime.js') return SHORT;
  return undefined;
}
