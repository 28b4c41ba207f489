// What the build knows of each pack before its file arrives. A pack file says which packs it needs
// only once it has been evaluated, so learning it from the file costs a round trip per level: on
// slow 4G, a gallery section waited for gallery-section.js, then image.js. Knowing it here, the
// core asks for both at once. It also holds each pack's digest: the pack's file name carries it,
// so the core fetches only the packs it was built with, and checks their bytes against it.

export interface PackManifest {
  /** Every pack a pack needs, directly or through another (only packs that need one). */
  readonly needs: Readonly<Record<string, readonly string[]>>;
  /**
   * Every pack the build made, with the sha256 of its script in base64: the script's integrity
   * (`sha256-<digest>`), and the tag in its name (packFileTag). One value per pack, because
   * digests do not compress. Only these packs are fetched before the first paint: a pack a page's
   * own script registers (a template's block, README) may come in a deferred script after the
   * core's, and is then there by the time the first paint has been drawn. A pack not named here
   * is fetched as `packs/<name>.js`, unchecked.
   */
  readonly digests: Readonly<Record<string, string>>;
}

export const NO_PACK_MANIFEST: PackManifest = { needs: {}, digests: {} };

/**
 * The manifest scripts/build.mjs wrote into the core; none where nothing was written (unit tests:
 * the name is then not defined at all). Named once, so the build writes the manifest once.
 */
const BUILT: PackManifest = (() => {
  try {
    return __SR_PACK_MANIFEST__;
  } catch {
    return NO_PACK_MANIFEST;
  }
})();

/** The manifest the build wrote into the core (see BUILT). */
export function builtPackManifest(): PackManifest {
  return BUILT;
}
