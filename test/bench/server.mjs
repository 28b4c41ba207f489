// A tiny static server for the bench pages: each URL prefix maps to one or more folders, tried in
// order. Nothing is cached, so every run loads every file as a first visit does.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** The file under `dir` that `relative` names, or null when it would leave `dir`. */
function insideFolder(dir, relative) {
  const file = path.resolve(dir, relative);
  return file.startsWith(path.resolve(dir) + path.sep) ? file : null;
}

async function readFirst(candidates) {
  for (const file of candidates) {
    if (!file) continue;
    try {
      return { file, body: await readFile(file) };
    } catch {
      // Not in this folder: try the next one.
    }
  }
  return null;
}

function candidatesFor(mounts, pathname) {
  return mounts
    .filter(({ prefix }) => pathname.startsWith(prefix))
    .map(({ prefix, dir }) => insideFolder(dir, decodeURIComponent(pathname.slice(prefix.length))));
}

async function answer(mounts, request, response) {
  const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
  // Browsers ask for it on every page; an empty answer keeps the console free of errors.
  if (pathname === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  const found = await readFirst(candidatesFor(mounts, pathname));
  if (!found) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end(`Not found: ${pathname}\n`);
    return;
  }
  const type = CONTENT_TYPES[path.extname(found.file)] ?? 'application/octet-stream';
  response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(found.body);
}

/**
 * Serves `mounts` ([{ prefix: '/dist/', dir }]) on 127.0.0.1 at a free port.
 * Resolves to { origin, close() }.
 */
export function startStaticServer(mounts) {
  const server = createServer((request, response) => {
    answer(mounts, request, response).catch((error) => {
      console.error(`[bench server] ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
