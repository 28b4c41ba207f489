/** Replaced at build time with the package version. */
declare const __RUNTIME_VERSION__: string;
