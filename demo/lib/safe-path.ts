import { isAbsolute, relative, resolve, sep } from 'node:path';

/**
 * Resolves a URL path below `root`, or returns null when it would leave the folder (`..`, encoded
 * separators, NUL bytes) or cannot be decoded. Never touches the file system.
 */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const target = resolve(root, `.${sep}${decoded.replace(/^\/+/, '')}`);
  const fromRoot = relative(root, target);
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)) return null;
  return target;
}
