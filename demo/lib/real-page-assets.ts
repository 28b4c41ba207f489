import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';

// The 2026 real pages link their template's stylesheets with site-root paths
// (`/static1.squarespace.com/.../site.css@nocustom=true.css`): a site mirror's rewrite of the CDN
// URLs. `../shared/real-pages/assets/` holds those files byte for byte (1.7 MB), beside the
// project's checkout on every machine that has one, CI's included. Served at the site root, the
// pages keep their stylesheets as a visitor's browser does: the first paint waits for them and
// every layout is priced against them.

/** Where the saved stylesheets are: `shared/real-pages/assets` beside the project's folder. */
export function realPageAssetsDir(projectRoot: string): string {
  return join(projectRoot, '..', 'shared', 'real-pages', 'assets');
}

/**
 * The site-root URL path of every file under `dir` (`/static1.squarespace.com/.../static.css`), or
 * an empty set when the folder is missing (the pages then load without their stylesheets).
 */
export function listRealPageAssets(dir: string): Set<string> {
  let files: string[];
  try {
    files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return new Set();
  }
  return new Set(
    files.map(
      (file) =>
        `/${file
          .slice(dir.length + 1)
          .split(sep)
          .join('/')}`,
    ),
  );
}
