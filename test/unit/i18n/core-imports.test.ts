// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// intl-messageformat (its parser and formatters) must stay out of the core: every KiB of the core
// costs about 5 ms of LCP on a phone (DESIGN.md, Budgets). Only packs that show plural messages
// may import src/i18n/message-format.ts. This walks the imports a bundler follows from an entry:
// static imports and re-exports, and import() calls (an IIFE build inlines those), but not
// `import type`, which leaves nothing in the bundle.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MESSAGE_FORMAT = path.join(ROOT, 'src/i18n/message-format.ts');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(tsx?|m?js)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file)) ?? null;
}

/** The module specifiers `file` loads at run time. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier !== undefined &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every source file and package the bundle of `entry` holds. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) pending.push(resolved);
      } else {
        packages.add(
          specifier.startsWith('@')
            ? specifier.split('/').slice(0, 2).join('/')
            : (specifier.split('/')[0] ?? specifier),
        );
      }
    }
  }
  return { files, packages };
}

describe('the core does not carry the message formatter', () => {
  it('finds intl-messageformat from the module that uses it (the walk can see it)', () => {
    expect(reachable(MESSAGE_FORMAT).packages).toContain('intl-messageformat');
  });

  it.each([
    ['the core', 'src/index.ts'],
    // The features pack is fetched at boot on every page: it must not carry it either.
    ['the features pack', 'initialisers/pack.ts'],
  ])('%s (%s) reaches neither intl-messageformat nor src/i18n/message-format.ts', (_, entry) => {
    const { files, packages } = reachable(path.join(ROOT, entry));
    // The walk did follow the entry's imports.
    expect(files.size).toBeGreaterThan(20);
    expect(packages).not.toContain('intl-messageformat');
    expect(packages).not.toContain('@formatjs/icu-messageformat-parser');
    expect(files).not.toContain(MESSAGE_FORMAT);
  });
});
