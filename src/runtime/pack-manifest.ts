// What the build knows of each pack before its file arrives. A pack file says which packs it needs
// only once it has been evaluated, so learning it from the file costs a round trip per level: on
// slow 4G, a gallery section waited for gallery-section.js, then image.js. Knowing it here, the
// core asks for both at once.

export interface PackManifest {
  /** Every pack a pack needs, directly or through another (only packs that need one). */
  readonly needs: Readonly<Record<string, readonly string[]>>;
  /**
   * Every pack the build made. Only those are fetched before the first paint: a pack a page's
   * own script registers (a template's block, README) may come in a deferred script after the
   * core's, and is then there by the time the first paint has been drawn.
   */
  readonly packs: readonly string[];
}

export const NO_PACK_MANIFEST: PackManifest = { needs: {}, packs: [] };

/** The manifest scripts/build.mjs wrote into the core; none in a build without packs (unit tests). */
export function builtPackManifest(): PackManifest {
  return typeof __SR_PACK_MANIFEST__ === 'object' ? __SR_PACK_MANIFEST__ : NO_PACK_MANIFEST;
}
