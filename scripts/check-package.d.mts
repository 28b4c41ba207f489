// Types of scripts/check-package.mjs, for the unit tests that import it.

export declare const REQUIRED_FILES: readonly string[];

export interface ExportTarget {
  /** The `exports` key the target is under (`.`, `./packs/*`). */
  key: string;
  target: string;
}

export declare function exportTargets(exportsField: unknown, key?: string): ExportTarget[];

export declare function packageProblems(options: {
  packed: readonly string[];
  packs: readonly string[];
  exportsField: unknown;
}): string[];
