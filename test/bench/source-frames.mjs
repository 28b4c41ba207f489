// Stack frames of the built files (dist/) mapped back to the source module, line and function,
// through the source maps the build writes beside them. Used by the profiler
// (profile-real-page.mjs) and by the style-work trace (style-work.mjs).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** The path of a frame's URL, or null when it has none (native code, an inline script). */
function pathOf(url) {
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/** Whether `url` is one of the runtime's own files: the core or a pack, served under /dist/. */
export function isRuntimeUrl(url) {
  return pathOf(url ?? '')?.startsWith('/dist/') ?? false;
}

/**
 * A mapper for frames of files served under /dist/ from `distDir`:
 * `map({ url, line, column, functionName })` (line from 1, column from 0) resolves to
 * "module:line function" ("src/lib/dom.ts:40 setAttribute"), to "/dist/<file> function" when the
 * map has no position for it, or to null for a frame outside /dist/. Each map is read once.
 */
export function frameMapper(distDir) {
  const maps = new Map();
  return async ({ url, line, column, functionName }) => {
    const pathname = pathOf(url ?? '');
    if (!pathname?.startsWith('/dist/')) return null;
    if (!maps.has(pathname)) {
      const file = path.join(distDir, `${pathname.slice('/dist/'.length)}.map`);
      maps.set(
        pathname,
        await readFile(file, 'utf8').then(
          (text) => new TraceMap(text),
          () => null,
        ),
      );
    }
    const traced = maps.get(pathname);
    const original = traced ? originalPositionFor(traced, { line, column }) : {};
    if (!original.source) return `${pathname} ${functionName || '(anonymous)'}`;
    const source = original.source.replace(/^(\.\.\/)+/, '');
    return `${source}:${original.line} ${original.name ?? (functionName || '(anonymous)')}`;
  };
}
