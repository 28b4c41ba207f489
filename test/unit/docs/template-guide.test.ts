import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { includeMarkdownDocument } from '../../../demo/lib/markdown-include';
import { STRICT_CSP } from '../../../demo/lib/page-headers';

// docs/template-guide.md is the one source of the guide: the demo page /guide.html is that file
// rendered with its live examples (demo/lib/markdown-include.ts). These checks keep it in step
// with what it shows: the files its code comes from, the block families and controller families
// of the project, the policy the runtime is tested under and the package's exports.

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const readProjectFile = (path: string): string | null => {
  try {
    return readFileSync(join(root, path), 'utf8');
  } catch {
    return null;
  }
};
const guide = readProjectFile('docs/template-guide.md') ?? '';

/** The families of blocks/ or controllers/: each folder with the index.ts the core reads. */
function families(folder: string): string[] {
  return readdirSync(join(root, folder)).filter((name) =>
    existsSync(join(root, folder, name, 'index.ts')),
  );
}

describe('docs/template-guide.md', () => {
  it('shows the code of the worked example exactly as the demo serves it', () => {
    const fences = [...guide.matchAll(/^```\w+ file=(\S+)\n([\s\S]*?)\n```$/gm)];
    expect(fences.map(([, path]) => path)).toEqual([
      'demo/pages/guide/rating.html',
      'demo/pages/guide-rating-pack.js',
      'demo/pages/guide-rating.js',
    ]);
    for (const [, path, code] of fences) {
      expect(`${code}\n`, `${path} and its code in the guide`).toBe(readProjectFile(path ?? ''));
    }
  });

  it('renders on the demo page with every live example found', () => {
    const rendered = includeMarkdownDocument('docs/template-guide.md', readProjectFile);
    expect(rendered?.problems).toEqual([]);
    const page = new DOMParser().parseFromString(rendered?.html ?? '', 'text/html');
    expect(page.querySelectorAll('figure.guide-live').length).toBeGreaterThanOrEqual(25);
    const ids = Array.from(page.querySelectorAll('[id]'), (element) => element.id);
    expect(
      ids.filter((id, index) => ids.indexOf(id) !== index),
      'ids used twice',
    ).toEqual([]);
  });

  it('names every block family and every controller family of the project', () => {
    const missing = [
      ...families('blocks').map((name) => `blocks/${name}/`),
      ...families('controllers').map((name) => `controllers/${name}/`),
    ].filter((folder) => !guide.includes(`\`${folder}\``));
    expect(missing).toEqual([]);
  });

  it('gives the Content-Security-Policy the strict demo page is served and tested with', () => {
    expect(guide).toContain(`Content-Security-Policy: ${STRICT_CSP}\n`);
  });

  it('lists each import the package exports, and no other', () => {
    const { exports: exportsField } = JSON.parse(readProjectFile('package.json') ?? '{}') as {
      exports: Record<string, unknown>;
    };
    const listed = [...guide.matchAll(/^\| `(site-runtime[^`]*)`\s+\| `([^`]+)`/gm)].map(
      ([, name = '', file = '']) => ({ name, file }),
    );
    const exported = Object.entries(exportsField).map(([key, target]) => ({
      name: key === '.' ? 'site-runtime' : `site-runtime/${key.slice(2)}`,
      file: (typeof target === 'string' ? target : (target as { default: string }).default).slice(
        2,
      ),
    }));
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(listed.sort(byName)).toEqual(exported.sort(byName));
  });
});
