// Checks what `npm pack` would put in the package against what the README and the guide promise
// another project (docs/template-guide.md, "Install the package"): the core, its stylesheet, its
// types, every pack of dist/packs/, the README, the CHANGELOG and the LICENSE, every `exports`
// target, and nothing else: no tests, fixtures, demo, sources or node_modules.
// Run after `npm run build` (CI runs it from .ci/run); exits 1 with one line per problem.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files the package must hold, whatever the build made. */
export const REQUIRED_FILES = [
  'package.json',
  'README.md',
  'CHANGELOG.md',
  'LICENSE',
  'dist/site-runtime.js',
  'dist/site-runtime.css',
  'dist/site-runtime.d.ts',
];

/** What may be in the package: those files, the core's source map, the packs and their manifest. */
const ALLOWED = [
  /^(package\.json|README\.md|CHANGELOG\.md|LICENSE)$/,
  /^dist\/site-runtime\.(js|js\.map|css|d\.ts)$/,
  /^dist\/packs\/[^/]+\.(js|js\.map|css)$/,
  /^dist\/packs\/manifest\.json$/,
];

/** Folders that must never reach the package, named in the message when something does. */
const NEVER = ['test/', 'fixtures/', 'demo/', 'node_modules/', 'src/', 'scripts/', 'docs/'];

/** Every file an `exports` map points at (a `*` target as a pattern), with the key it is under. */
export function exportTargets(exportsField, key = '.') {
  if (typeof exportsField === 'string') return [{ key, target: exportsField }];
  if (exportsField === null || typeof exportsField !== 'object') return [];
  return Object.entries(exportsField).flatMap(([name, value]) =>
    exportTargets(value, name.startsWith('.') ? name : key),
  );
}

function targetPattern(target) {
  const escaped = target
    .replace(/^\.\//, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}

/**
 * The problems of a package: `packed` are the paths `npm pack` lists, `packs` the files of
 * dist/packs/ after the build, `exportsField` the package's `exports`. Empty when it is right.
 */
export function packageProblems({ packed, packs, exportsField }) {
  const problems = [];
  const files = new Set(packed);
  for (const file of REQUIRED_FILES) {
    if (!files.has(file)) problems.push(`missing ${file}`);
  }
  if (packs.length === 0) problems.push('dist/packs/ is empty: run npm run build first');
  for (const pack of packs) {
    if (!files.has(`dist/packs/${pack}`)) problems.push(`missing dist/packs/${pack}`);
  }
  for (const file of packed) {
    if (ALLOWED.some((pattern) => pattern.test(file))) continue;
    const folder = NEVER.find((prefix) => file.startsWith(prefix));
    problems.push(
      folder ? `${file} is in the package (nothing of ${folder} may be)` : `unexpected ${file}`,
    );
  }
  for (const { key, target } of exportTargets(exportsField)) {
    const pattern = targetPattern(target);
    if (!packed.some((file) => pattern.test(file))) {
      problems.push(`exports["${key}"] points at ${target}, which the package does not hold`);
    }
  }
  return problems;
}

/** The paths `npm pack --dry-run --json` lists for the package in `root`. */
function packedFiles(root) {
  const output = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [report] = JSON.parse(output);
  return report.files.map((file) => file.path);
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const packsDir = path.join(root, 'dist', 'packs');
  const packs = existsSync(packsDir) ? readdirSync(packsDir).sort() : [];
  const {
    exports: exportsField,
    name,
    version,
  } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const packed = packedFiles(root);
  const problems = packageProblems({ packed, packs, exportsField });
  if (problems.length > 0) {
    console.error(`check-package: ${name}@${version} is not what the README says it holds:`);
    for (const problem of problems) console.error(`  - ${problem}`);
    process.exit(1);
  }
  console.log(`check-package: ${name}@${version} holds ${packed.length} files, as the README says`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
