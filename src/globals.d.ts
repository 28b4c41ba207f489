/** Replaced at build time with the package version. */
declare const __RUNTIME_VERSION__: string;

/** Replaced at build time with what the build knows of the packs (src/runtime/pack-manifest.ts). */
declare const __SR_PACK_MANIFEST__: import('./runtime/pack-manifest').PackManifest;
