// A tiny static server for the bench pages: each URL prefix maps to one or more folders, tried in
// order. Nothing is cached, so every run loads every file as a first visit does. With `gzip`, text
// goes out compressed to clients that accept it, as a production host sends it.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { freeBenchPort } from './ports.mjs';

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

/** Below this, gzip's header costs more than it saves (the demo server's threshold too). */
const GZIP_MIN_BYTES = 1024;

function acceptsGzip(request) {
  return (request.headers['accept-encoding'] ?? '').split(',').some((coding) => {
    const [name, ...params] = coding.split(';').map((part) => part.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    return name === 'gzip' && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The body to send and its extra headers: gzipped when asked for and worth it. */
function encode(body, request, gzip) {
  if (!gzip || body.length < GZIP_MIN_BYTES || !acceptsGzip(request)) return { body, headers: {} };
  return {
    body: gzipSync(body, { level: constants.Z_DEFAULT_COMPRESSION }),
    headers: { 'content-encoding': 'gzip', vary: 'accept-encoding' },
  };
}

async function answer(mounts, { gzip, respond }, request, response) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const { pathname } = url;
  const made = respond?.(url);
  if (made) {
    response.writeHead(made.status, {
      'content-type': made.contentType,
      'cache-control': 'no-store',
    });
    response.end(made.body);
    return;
  }
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
  const type = CONTENT_TYPES[path.extname(found.file)];
  const { body, headers } = type ? encode(found.body, request, gzip) : { body: found.body };
  response.writeHead(200, {
    'content-type': type ?? 'application/octet-stream',
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(body);
}

/**
 * Serves `mounts` ([{ prefix: '/dist/', dir }]) on 127.0.0.1 at a free port of the bench's range
 * (ports.mjs); `gzip` compresses text; `respond(url)` may answer a request first, with
 * { status, contentType, body } (the image stand-in). Resolves to { origin, close() }.
 */
export async function startStaticServer(mounts, { gzip = false, respond = null } = {}) {
  const port = await freeBenchPort();
  const server = createServer((request, response) => {
    answer(mounts, { gzip, respond }, request, response).catch((error) => {
      console.error(`[bench server] ${request.url}: ${error.message}`);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
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
